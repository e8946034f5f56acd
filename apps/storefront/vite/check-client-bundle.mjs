#!/usr/bin/env node
// Proves the client-bundle guard works: builds tiny browser entries with the storefront's
// forbid-server-entries plugin and checks that importing a lib's server entry fails the build (naming
// the importer) while a browser-safe import builds. Exits 1 when the guard does not behave.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const configFile = join(fixtures, 'vite.config.ts');

const cases = [
  {
    name: 'client import of @kori/shell/server',
    entry: 'imports-server-alias/entry.ts',
    fails: [/Server-only module @kori\/shell\/server is imported into the browser bundle/, /by apps\/storefront\/vite\/__fixtures__\/imports-server-alias\/entry\.ts/],
  },
  {
    name: 'client import of libs/shell/src/server.ts through another module',
    entry: 'imports-server-file/entry.ts',
    fails: [/Server-only module libs\/shell\/src\/server\.ts is imported into the browser bundle/, /by apps\/storefront\/vite\/__fixtures__\/imports-server-file\/widget\.ts/],
  },
  { name: 'client import of a browser-safe entry', entry: 'browser-safe/entry.ts', fails: null },
];

let broken = 0;
for (const testCase of cases) {
  let error = null;
  try {
    await build({ configFile, build: { rollupOptions: { input: join(fixtures, testCase.entry) } } });
  } catch (caught) {
    error = caught;
  }
  const message = error ? String(error.message ?? error) : '';
  let ok;
  if (testCase.fails) ok = error !== null && testCase.fails.every((pattern) => pattern.test(message));
  else ok = error === null;
  if (!ok) broken++;
  const outcome = error ? `build failed: ${message.split('\n')[0]}` : 'build passed';
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${testCase.name}: ${outcome}`);
}

if (broken > 0) {
  console.error(`${broken} client-bundle check(s) did not behave as expected`);
  process.exit(1);
}
console.log('client-bundle guard works: server entries cannot reach the browser bundle');
