// Meta comes from the loader's `meta` through the root (meta functions must be browser-safe).
export { categoryLoader as loader } from '@kori/catalog/server';
export { CategoryPage as default, categoryHandle as handle } from '@kori/catalog';
