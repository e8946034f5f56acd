// Meta comes from the loader's `meta` through the root (meta functions must be browser-safe).
export { homeLoader as loader } from '@kori/catalog/server';
export { HomePage as default, homeHandle as handle } from '@kori/catalog';
