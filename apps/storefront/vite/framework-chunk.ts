/**
 * Packages every page runs (React, Remix and its router, Jotai, react-intl): one `framework` chunk.
 * Left to `experimentalMinChunkSize`, their pieces were split and merged with app code differently on
 * every build (a change to one lib moved React DOM into a chunk of its own and the product page grew by
 * 2 kB); as one chunk they compress together and change only when a dependency is upgraded. Nothing a
 * page loads on demand (Apollo Client, zod) belongs here.
 */
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  '@remix-run/[^/]+',
  'react-router',
  'react-router-dom',
  'turbo-stream',
  'jotai',
  'react-intl',
  '@formatjs/[^/]+',
  'intl-messageformat',
];

const FRAMEWORK_MODULE = new RegExp(`/node_modules/(?:${FRAMEWORK_PACKAGES.join('|')})/`);

/** `output.manualChunks` of the browser build: `framework` for those packages' modules, else Rollup decides. */
export function frameworkChunk(id: string): string | undefined {
  return FRAMEWORK_MODULE.test(id.replaceAll('\\', '/')) ? 'framework' : undefined;
}
