// `/`: current deals. Meta comes from @kori/catalog's browser entry (meta functions run in the browser too).
export { homeLoader as loader } from '@kori/catalog/server';
export { HomePage as default, homeHandle as handle, homeMeta as meta } from '@kori/catalog';
