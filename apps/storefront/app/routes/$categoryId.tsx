// The loader's `meta` gives the title and description (meta functions must be browser-safe).
export { categoryLoader as loader } from '@kori/catalog/server';
export { CategoryPage as default, categoryHandle as handle } from '@kori/catalog';
export { pageMeta as meta } from '../page-meta';
