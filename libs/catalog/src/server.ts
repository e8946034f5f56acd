// Server-only entry: Remix loaders of the catalogue pages (route modules re-export them). The meta
// functions are re-exported here for convenience; they are browser-safe and also in the main entry.
export { homeLoader } from './lib/server/home-loader.server';
export { categoryLoader } from './lib/server/category-loader.server';
export { productLoader } from './lib/server/product-loader.server';
export { homeMeta, categoryMeta, productMeta, blackFridayMeta } from './lib/shared/page-meta-functions';
export { offerRedirectLoader, parseOfferRedirectParams, safeMerchantUrl, CLICK_CLIENT_ID_COOKIE } from './lib/server/offer-redirect.server';
export { sitemapLoader, robotsLoader } from './lib/server/sitemap-loaders.server';
