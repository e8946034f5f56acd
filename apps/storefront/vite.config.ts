import { vitePlugin as remix } from '@remix-run/dev';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { browserWithoutMessageParser } from './vite/browser-without-message-parser';
import { forbidServerEntries } from './vite/forbid-server-entries';
import { frameworkChunk } from './vite/framework-chunk';
import { precompressAssets } from './vite/precompress-assets';
import { createShellChunk, libEntryHasNoSideEffects } from './vite/shell-chunk';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const shellChunk = createShellChunk();

export default defineConfig({
  root: appRoot,
  server: {
    // The libs live outside the app folder; without this the dev server refuses them and nothing hydrates.
    fs: { allow: ['../..'] },
  },
  build: {
    rollupOptions: {
      // Route modules share many small pieces of the libs (a formatter here, a heading there). As
      // chunks of a few hundred bytes each they cost a request apiece; below 2 kB they are merged into
      // their neighbours (3 kB merged route pages' code into chunks other pages load; 2 kB measured lighter
      // on every page). The packages every page runs form one `framework` chunk (vite/framework-chunk.ts),
      // the app's and libs' modules the root route runs one `shell` chunk (vite/shell-chunk.ts); only the
      // modules those name go there, not everything they import.
      output: {
        experimentalMinChunkSize: 2000,
        onlyExplicitManualChunks: true,
        manualChunks: (id, meta) => frameworkChunk(id) ?? shellChunk(id, meta),
      },
      // A lib's entry only re-exports: importing one name from it does not tie the rest of the lib to the page.
      treeshake: { moduleSideEffects: libEntryHasNoSideEffects },
    },
  },
  plugins: [
    // Before the guard, which would resolve the parser first; browser build only (messages arrive compiled).
    browserWithoutMessageParser(),
    forbidServerEntries({ root: workspaceRoot }),
    remix({
      appDirectory: 'app',
      buildDirectory: 'build',
      // Routes come from app/routes.ts (v3_routeConfig), which also keeps test files out of the route tree.
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths({ root: workspaceRoot, projects: ['tsconfig.base.json'] }),
    precompressAssets(),
  ],
});
