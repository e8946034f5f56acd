import express from 'express';
import type { AddressInfo } from 'node:net';
import { request, type IncomingMessage } from 'node:http';
import { createGunzip } from 'node:zlib';
import { compressPages } from './page-compression';

describe('compressPages', () => {
  let url = '';
  let close: () => void = () => undefined;
  let releaseRest: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.use(compressPages());
    // A streamed page: the shell first, the deferred rest only when the test says so.
    app.get('/page', (_req, res) => {
      res.status(200).type('html');
      res.write(`<main>${'shell '.repeat(2000)}</main>`);
      (res as unknown as { flush(): void }).flush();
      releaseRest = () => res.end('<script>deferred</script>');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => close());

  it('sends pages gzip-compressed, and a flushed shell arrives before the rest is written', async () => {
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      request(`${url}/page`, { headers: { 'accept-encoding': 'gzip' } }, resolve)
        .on('error', reject)
        .end();
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const gunzip = res.pipe(createGunzip());
    let text = '';
    let compressed = 0;
    res.on('data', (chunk: Buffer) => (compressed += chunk.length));
    await new Promise<void>((resolve) => {
      gunzip.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('</main>')) resolve();
      });
    });
    expect(text).not.toContain('deferred');
    releaseRest();
    await new Promise((resolve) => gunzip.on('end', resolve));
    expect(text).toContain('<script>deferred</script>');
    expect(compressed).toBeLessThan(text.length / 5);
  });
});
