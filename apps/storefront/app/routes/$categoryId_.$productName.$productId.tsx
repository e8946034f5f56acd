// /:categoryId/:productName/:productId, not nested in the category page (`$categoryId_`: no shared layout).
export { productLoader as loader } from '@kori/catalog/server';
export { ProductPage as default, productHandle as handle, productMeta as meta } from '@kori/catalog';
