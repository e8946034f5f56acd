import { frameworkChunk } from './framework-chunk';

describe('frameworkChunk', () => {
  it.each([
    '/repo/node_modules/react/index.js',
    '/repo/node_modules/react-dom/cjs/react-dom.production.min.js',
    '/repo/node_modules/@remix-run/react/dist/esm/components.js',
    '/repo/node_modules/react-router-dom/dist/index.js',
    '/repo/node_modules/jotai/esm/vanilla/internals.mjs',
    '/repo/node_modules/@formatjs/intl/index.js',
    'C:\\repo\\node_modules\\react\\index.js',
  ])('puts %s into the framework chunk', (id) => {
    expect(frameworkChunk(id)).toBe('framework');
  });

  it.each([
    '/repo/node_modules/zod/v4/core/schemas.js',
    '/repo/node_modules/@apollo/client/core/index.js',
    '/repo/node_modules/react-helmet/index.js',
    '/repo/libs/cart/src/lib/ui/cart-button.tsx',
    '/repo/node_modules/some-lib/node_modules/reactive/index.js',
  ])('leaves %s to Rollup', (id) => {
    expect(frameworkChunk(id)).toBeUndefined();
  });
});
