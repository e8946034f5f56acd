// /blackfriday: the Black Friday deals page. Meta comes from @kori/catalog's browser entry.
export { blackFridayLoader as loader } from '@kori/catalog/server';
export { BlackFridayPage as default, blackFridayHandle as handle, blackFridayMeta as meta } from '@kori/catalog';
