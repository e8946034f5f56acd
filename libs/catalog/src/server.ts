// Server-only entry: Remix loaders and meta functions of the catalogue pages (route modules re-export them).
export { homeLoader, homeMeta } from './lib/server/home-loader.server';
export { categoryLoader, categoryMeta } from './lib/server/category-loader.server';
export { productLoader, productMeta } from './lib/server/product-loader.server';
