// Test helper: one Express app on 127.0.0.1:0, for middleware tests that need no Remix build.
import express, { type Express } from 'express';
import type { AddressInfo } from 'node:net';

export async function serveForTest(setup: (app: Express) => void): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  setup(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
