// /blackfriday: the Black Friday deals page of the campaigns feature. Its loader's `meta` has the shape the
// catalogue pages' meta function reads, so that function serves this page too (browser-safe entry).
export { blackFridayLoader as loader } from '@kori/campaigns/server';
export { BlackFridayPage as default, blackFridayHandle as handle } from '@kori/campaigns';
export { blackFridayMeta as meta } from '@kori/catalog';
