import compression from 'compression';
import express, { type Express } from 'express';
import path from 'node:path';

/**
 * Serves the built client. Fingerprinted files under /assets never change under the same name: cached
 * for a year and sent compressed. Rendered pages are compressed by their own handler (page-compression.ts).
 */
export function serveClientAssets(app: Express, clientDir: string): void {
  app.use('/assets', compression(), express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));
}
