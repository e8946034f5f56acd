import { vitePlugin as remix } from '@remix-run/dev';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { browserWithoutMessageParser } from './vite/browser-without-message-parser';
import { forbidServerEntries } from './vite/forbid-server-entries';
import { frameworkChunk } from './vite/framework-chunk';
import { precompressAssets } from './vite/precompress-assets';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: appRoot,
  server: {
    // The libs live outside the app folder; without this the dev server refuses them and nothing hydrates.
    fs: { allow: ['../..'] },
  },
  build: {
    rollupOptions: {
      // Route modules share many small pieces of the libs (a formatter here, a heading there). As
      // chunks of a few hundred bytes each they cost a request and its headers apiece, ~0.7 kB per
      // file on a product page that loaded 21 scripts; merged into their neighbours they cost neither.
      // The packages every page runs form one chunk of their own (vite/framework-chunk.ts).
      output: { experimentalMinChunkSize: 3000, manualChunks: frameworkChunk },
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
