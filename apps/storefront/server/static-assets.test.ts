import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { serveClientAssets } from './static-assets';

function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    })
      .on('error', reject)
      .end();
  });
}

describe('serveClientAssets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kori-assets-'));
  let url = '';
  let close: () => void = () => undefined;

  beforeAll(async () => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'root-abc123.js'), 'export const x = 1;\n'.repeat(500));
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = express();
    serveClientAssets(app, dir);
    app.use((_req, res) => res.status(200).type('html').send('<p>' + 'x'.repeat(5000) + '</p>'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends fingerprinted assets gzip-compressed and cached for a year', async () => {
    const res = await get(`${url}/assets/root-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers['cache-control'])).toContain('immutable');
  });

  it('leaves what falls through to the page renderer to that renderer (no compression here)', async () => {
    const res = await get(`${url}/some/page`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
