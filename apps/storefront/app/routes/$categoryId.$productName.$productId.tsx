// Meta comes from the loader's `meta` through the root (meta functions must be browser-safe).
export { productLoader as loader } from '@kori/catalog/server';
export { ProductPage as default, productHandle as handle } from '@kori/catalog';
