import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built client. Fingerprinted files under /assets never change under the same name: cached
 * for a year (no validators needed) and sent compressed, from the `.br`/`.gz` files the build wrote
 * (vite/precompress-assets.ts) when the browser accepts them, else compressed on the fly. Rendered
 * pages are compressed by their own handler (page-compression.ts).
 */
export function serveClientAssets(app: Express, clientDir: string): void {
  const assetsDir = path.join(clientDir, 'assets');
  app.use(
    '/assets',
    precompressedVariants(assetsDir),
    compression(),
    express.static(assetsDir, { immutable: true, maxAge: '1y', index: false, etag: false, lastModified: false }),
  );
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));
}

/**
 * Points a request for `x.js` at `x.js.br` or `x.js.gz` when that file exists and the browser accepts
 * its encoding. The set of files is read once: a build's assets do not change while it is served.
 */
export function precompressedVariants(dir: string): RequestHandler {
  let files: Set<string>;
  try {
    files = new Set(readdirSync(dir));
  } catch {
    files = new Set();
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path.slice(1));
    } catch {
      return next();
    }
    if (name.includes('/') || !files.has(name)) return next();
    res.vary('Accept-Encoding');
    // Brotli when accepted at all: browsers list gzip first, but brotli files are ~12 % smaller.
    const encoding = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
    const suffix = encoding === 'br' ? '.br' : '.gz';
    if (!encoding || !files.has(name + suffix)) return next();
    // Typed as the original file (by Express's own lookup), not as `.br`/`.gz`.
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', encoding);
    req.url = `/${name}${suffix}`;
    next();
  };
}
