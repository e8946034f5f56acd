import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from '../vite/precompress-assets';
import { serveClientAssets } from './static-assets';
import { getRaw as get } from './test-support';

const SCRIPT = 'export const x = 1;\n'.repeat(500);
const STYLES = 'body { margin: 0 }\n'.repeat(300);

describe('serveClientAssets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kori-assets-'));
  let url = '';
  let close: () => void = () => undefined;

  beforeAll(async () => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'root-abc123.js'), SCRIPT);
    writeFileSync(path.join(dir, 'assets', 'global-abc123.css'), STYLES);
    precompressDirectory(path.join(dir, 'assets'));
    // Built before precompression existed: only the on-the-fly path can compress it.
    writeFileSync(path.join(dir, 'assets', 'late-abc123.js'), SCRIPT);
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = express();
    serveClientAssets(app, dir);
    app.use((_req, res) =>
      res
        .status(200)
        .type('html')
        .send('<p>' + 'x'.repeat(5000) + '</p>'),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli file the build wrote to a browser that accepts it, typed as the original, cached for a year', async () => {
    const res = await get(`${url}/assets/root-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await get(`${url}/assets/root-abc123.js`, { 'accept-encoding': 'identity' });
    // The same type as the plain file (Express spells the charset in either case).
    expect(String(res.headers['content-type']).toLowerCase()).toBe(String(plain.headers['content-type']).toLowerCase());
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers['vary'])).toContain('Accept-Encoding');
    expect(String(res.headers['cache-control'])).toContain('immutable');
    expect(res.headers['etag']).toBeUndefined();
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a browser without brotli, and stylesheets as text/css', async () => {
    const res = await get(`${url}/assets/global-abc123.css`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers['content-type']).toLowerCase()).toBe('text/css; charset=utf-8');
    expect(gunzipSync(res.body).toString()).toBe(STYLES);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get(`${url}/assets/root-abc123.js`, { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(SCRIPT);
  });

  it('compresses on the fly an asset without precompressed files', async () => {
    const res = await get(`${url}/assets/late-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('does not serve a precompressed file under another name, nor fail on a malformed path', async () => {
    expect((await get(`${url}/assets/nothing-here.js`, { 'accept-encoding': 'br' })).status).toBe(200); // the page renderer's answer
    const malformed = await get(`${url}/assets/%E0%A4%A.js`, { 'accept-encoding': 'br' });
    expect(malformed.status).toBeLessThan(500);
  });

  it('leaves what falls through to the page renderer to that renderer (no compression here)', async () => {
    const res = await get(`${url}/some/page`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
