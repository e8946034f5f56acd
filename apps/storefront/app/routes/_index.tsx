// The loader's `meta` gives the title and description (meta functions must be browser-safe).
export { homeLoader as loader } from '@kori/catalog/server';
export { HomePage as default, homeHandle as handle } from '@kori/catalog';
export { pageMeta as meta } from '../page-meta';
