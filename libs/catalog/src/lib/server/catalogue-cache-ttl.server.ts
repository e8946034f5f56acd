/**
 * How long the storefront may answer a product page's catalogue data (offers, prices, history) from
 * its shared cache: a shopper can see a price up to this much older than the API's, and a popular
 * product costs the API one request per this period per storefront process (docs/benchmarks.md, SSR).
 */
export const CATALOGUE_CACHE_TTL_MS = 15_000;
