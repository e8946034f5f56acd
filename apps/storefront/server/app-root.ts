import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The storefront app folder (apps/storefront). The server runs from source (tsx) and as a bundle in
 * dist/apps/storefront, always started from somewhere inside the workspace, so it is found by walking up.
 */
export function findAppRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const candidate = path.join(dir, 'apps', 'storefront');
    if (existsSync(path.join(candidate, 'vite.config.ts'))) return candidate;
    if (existsSync(path.join(dir, 'vite.config.ts')) && path.basename(dir) === 'storefront') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Could not find apps/storefront above ${start}; start the server from the workspace.`);
    dir = parent;
  }
}
