// Helpers for the server tests: a fake upstream on an ephemeral port and a quiet storefront server.
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from '@remix-run/node';
import { createLogger, type Logger, type LogLevel } from '@kori/util-log';
import { createStorefrontServer, type StorefrontServer } from './app';
import { loadStorefrontEnv } from './env';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeUpstream {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Reply = (request: RecordedRequest, res: http.ServerResponse) => void;

const defaultReply: Reply = (_request, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' });
  res.end(JSON.stringify({ data: { ok: true } }));
};

/** An HTTP server on 127.0.0.1:0 that records what reaches it. */
export async function startFakeUpstream(reply: Reply = defaultReply): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const server: Server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      reply(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (bound once, then released). */
export async function unusedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface LogCollector {
  logger: Logger;
  lines: Array<Record<string, unknown>>;
}

export function collectLogs(level: LogLevel = 'debug'): LogCollector {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, logger: createLogger({ service: 'storefront', level, write: (line) => lines.push(JSON.parse(line)) }) };
}

export interface RunningStorefront {
  url: string;
  server: StorefrontServer;
  logs: LogCollector;
  close(): Promise<void>;
}

/** The storefront server on 127.0.0.1:0 with the given env and server build. */
export async function startStorefront(
  envSource: Record<string, string>,
  build: ServerBuild | (() => Promise<ServerBuild>) = () => Promise.reject(new Error('no Remix build in this test')),
): Promise<RunningStorefront> {
  const logs = collectLogs();
  const server = await createStorefrontServer({
    env: loadStorefrontEnv(envSource),
    mode: 'production',
    logger: logs.logger,
    build,
    appRoot: __dirname,
  });
  const listening = await server.listen(0, '127.0.0.1');
  const { port } = listening.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, logs, close: () => server.close() };
}

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body comes back as sent (compressed or not): fetch would undo the compression a test looks at. */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise<RawReply>((resolve, reject) => {
    http
      .request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}
