#!/usr/bin/env node
// Page weight without a browser: the JavaScript each page's HTML makes the browser load, read from the
// storefront's client build (Remix's browser manifest: the client entry, the root route, the page's route and
// the chunks each imports, plus the manifest itself). Sizes are the files' gzip -6 and brotli sizes, so the
// figures are the same on every run and machine; the Lighthouse run (pages.mjs) adds what a page fetches
// later and the response headers. Code a page fetches on demand (a panel opened, a stored value to check)
// is not counted, as a first visit does not load it.
//
//   node tools/bench/page-weight.mjs [--build-dir apps/storefront/build/client] [--no-build]
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { root } from '../scripts/lib/config.mjs';

const PAGES = {
  home: 'routes/_index',
  category: 'routes/$categoryId',
  product: 'routes/$categoryId_.$productName.$productId',
  search: 'routes/search',
};
const PRODUCT_JS_TARGET_KB = 130;

/** Reads `window.__remixManifest={...}` from the build's manifest file (a JSON literal behind an assignment). */
export function readBrowserManifest(assetsDir) {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no Remix browser manifest in ${assetsDir}: build the storefront first`);
  const text = readFileSync(join(assetsDir, file), 'utf8');
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '');
  return { file: `/assets/${file}`, manifest: JSON.parse(json) };
}

/** The scripts a page's HTML loads: manifest, client entry, root and page route modules and their imports. */
export function pageScripts({ file, manifest }, routeId) {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`no route ${routeId} in the manifest`);
  const scripts = new Set([file, manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ['root', routeId]) {
    const { module, imports = [] } = manifest.routes[id];
    scripts.add(module);
    for (const imported of imports) scripts.add(imported);
  }
  return [...scripts];
}

/** Byte sizes of `scripts` (paths under the client build directory). */
export function measure(clientDir, scripts) {
  return scripts.map((script) => {
    const body = readFileSync(join(clientDir, script));
    return { script, raw: body.length, gzip: gzipSync(body, { level: 6 }).length, brotli: brotliCompressSync(body).length };
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: args } = parseArgs({
    options: { 'build-dir': { type: 'string', default: 'apps/storefront/build/client' }, 'no-build': { type: 'boolean', default: false } },
  });
  const clientDir = resolve(root, args['build-dir']);
  if (!args['no-build']) execFileSync('npx', ['remix', 'vite:build'], { cwd: join(root, 'apps/storefront'), stdio: 'inherit' });
  const built = readBrowserManifest(join(clientDir, 'assets'));
  let pass = true;
  for (const [page, routeId] of Object.entries(PAGES)) {
    const sizes = measure(clientDir, pageScripts(built, routeId));
    const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const brotli = sizes.reduce((sum, s) => sum + s.brotli, 0);
    const judged = page === 'product' ? ` (<= ${PRODUCT_JS_TARGET_KB} kB: ${gzip / 1024 <= PRODUCT_JS_TARGET_KB ? 'PASS' : 'FAIL'})` : '';
    if (page === 'product') pass = gzip / 1024 <= PRODUCT_JS_TARGET_KB;
    console.log(`${page.padEnd(8)} ${kb(gzip).padStart(6)} kB gzip -6, ${kb(brotli).padStart(6)} kB brotli, ${sizes.length} files${judged}`);
    if (page === 'product') {
      for (const s of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) console.log(`  ${kb(s.gzip).padStart(6)} / ${kb(s.raw).padStart(6)} kB  ${s.script}`);
    }
  }
  process.exitCode = pass ? 0 : 1;
}
