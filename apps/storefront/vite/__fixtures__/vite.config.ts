// Throw-away client build used by check-client-bundle.mjs: the same guard as the storefront's
// vite.config.ts, run on tiny entries that do or do not import a lib's server entry.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { forbidServerEntries } from '../forbid-server-entries';

const fixturesRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export default defineConfig({
  root: fixturesRoot,
  logLevel: 'silent',
  plugins: [forbidServerEntries({ root: workspaceRoot }), tsconfigPaths({ root: workspaceRoot, projects: ['tsconfig.base.json'] })],
  build: { write: false, minify: false },
});
