// Server-only entry: Remix loaders of the search and listing pages (route modules re-export them).
export { searchLoader, allProductsLoader } from './lib/server/listing-loaders.server';
export { dealsLoader } from './lib/server/deals-loader.server';
