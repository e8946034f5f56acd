// `/deals/:categoryId`: deals within a category and its subcategories.
import { searchStylesheetHref } from '@kori/search';
export { dealsLoader as loader } from '@kori/search/server';
export { DealsPage as default, dealsHandle as handle, dealsMeta as meta } from '@kori/search';
export const links = () => [{ rel: 'stylesheet', href: searchStylesheetHref }];
