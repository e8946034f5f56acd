#!/usr/bin/env node
// Bundles a Node app's TypeScript entry (and the workspace libs it imports through @kori/* aliases)
// into one ESM file under dist/apps/<app>/. Packages from node_modules stay external, so native
// and WebAssembly assets (PGlite, SWC) load from node_modules as usual.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const entries = {
  api: 'apps/api/src/main.ts',
  sandbox: 'apps/sandbox/src/main.ts',
  storefront: 'apps/storefront/server/main.ts',
};

const app = process.argv[2];
if (!app || !(app in entries)) {
  console.error(`usage: build-node-app.mjs <${Object.keys(entries).join('|')}>`);
  process.exit(2);
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// CommonJS packages whose named exports Node's ESM loader cannot detect (`import { CheckoutAPI } from
// '@adyen/api-library'` fails at start): bundled, so esbuild does the CommonJS interop.
const BUNDLED = new Set(['@adyen/api-library']);
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: root,
  entryPoints: [entries[app]],
  outfile: `dist/apps/${app}/main.mjs`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  tsconfig: join(root, 'tsconfig.base.json'),
  external,
  logLevel: 'warning',
  // Bundled ESM has no require/__dirname; shim them for the few places that need them.
  banner: {
    js: [
      "import { createRequire as __koriCreateRequire } from 'node:module';",
      "import { fileURLToPath as __koriFileURLToPath } from 'node:url';",
      "import { dirname as __koriDirname } from 'node:path';",
      'const require = __koriCreateRequire(import.meta.url);',
      'const __filename = __koriFileURLToPath(import.meta.url);',
      'const __dirname = __koriDirname(__filename);',
    ].join('\n'),
  },
});
console.log(`built dist/apps/${app}/main.mjs`);
