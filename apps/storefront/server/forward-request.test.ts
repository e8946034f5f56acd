import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, type LogLevel } from '@kori/util-log';
import { forwardRequest } from './forward-request';
import { startStorefront } from './test-support';

/** An API that refuses any body over 1 kB with 413 as soon as the headers arrive, without reading it. */
async function startRefusingApi(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (Number(req.headers['content-length'] ?? 0) > 1024) {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ errors: [{ message: 'Request body too large' }] }));
      req.socket.destroySoon();
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"data":{"ok":true}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('forwarding a body the API refuses', () => {
  it('passes the 413 through and keeps the connection usable', async () => {
    const api = await startRefusingApi();
    const storefront = await startStorefront({ API_URL: `${api.url}/graphql` });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          `${storefront.url}/graphql`,
          { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      // Over the API's limit but under the storefront's: the API's own 413 comes back.
      const refused = await post(JSON.stringify({ query: '{ ok }', padding: 'x'.repeat(4096) }));
      expect(refused).toEqual({ status: 413, body: expect.stringMatching(/too large/) });
      expect(await post('{"query":"{ ok }"}')).toMatchObject({ status: 200 });
      // Over both: refused before a byte is forwarded, so the API cannot reset the upload.
      const huge = await post(JSON.stringify({ query: '{ ok }', padding: 'x'.repeat(2 * 1024 * 1024) }));
      expect(huge).toEqual({ status: 413, body: expect.stringMatching(/larger than 1048576 bytes/) });
      expect(await post('{"query":"{ ok }"}')).toMatchObject({ status: 200 });
    } finally {
      agent.destroy();
      await storefront.close();
      await api.close();
    }
  });
});

describe('a shopper who goes away before the API answers', () => {
  it('stops the upstream request without logging it as an API failure', async () => {
    let upstreamClosed!: () => void;
    const upstreamGone = new Promise<void>((resolve) => (upstreamClosed = resolve));
    let requestArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
    // An API that takes its time: it never answers, and sees its request closed.
    const api = http.createServer((req) => {
      req.on('close', () => upstreamClosed());
      req.resume();
      requestArrived();
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as AddressInfo).port;

    const lines: { level: LogLevel; msg: string }[] = [];
    let logged!: () => void;
    const firstLine = new Promise<void>((resolve) => (logged = resolve));
    const logger = createLogger({
      service: 'test',
      level: 'debug',
      write: (line, level) => {
        lines.push({ level, msg: (JSON.parse(line) as { msg: string }).msg });
        logged();
      },
    });
    const proxy = http.createServer((req, res) => forwardRequest(req, res, { target: new URL(`http://127.0.0.1:${apiPort}/graphql`), logger }));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyPort = (proxy.address() as AddressInfo).port;

    try {
      const client = http.request({ host: '127.0.0.1', port: proxyPort, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' } });
      client.on('error', () => undefined);
      client.end('{"query":"{ ok }"}');
      await arrived;
      client.destroy();
      await upstreamGone;
      await firstLine;
      expect(lines).toEqual([{ level: 'debug', msg: 'client went away before the upstream answered' }]);
    } finally {
      proxy.closeAllConnections();
      api.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
