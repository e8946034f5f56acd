import { createPageMeta } from '@kori/shell';

// Route meta functions run in the browser as well as on the server, so they live in the browser-safe
// entry; each reads the `meta` its loader computed in the request's language (title, description,
// canonical, hreflang and JSON-LD). Without loader data (an error page) the root route's tags apply.
const catalogMeta = createPageMeta();

export const homeMeta = catalogMeta;
export const categoryMeta = catalogMeta;
export const productMeta = catalogMeta;
export const blackFridayMeta = catalogMeta;
