// /:categoryId/:productName/:productId, not nested in the category page (`$categoryId_`: no shared layout).
// The loader's `meta` gives the title and description (meta functions must be browser-safe).
export { productLoader as loader } from '@kori/catalog/server';
export { ProductPage as default, productHandle as handle } from '@kori/catalog';
export { pageMeta as meta } from '../page-meta';
