// `/deals/:categoryId`: deals within a category and its subcategories.
export { dealsLoader as loader } from '@kori/search/server';
export { DealsPage as default, dealsHandle as handle, dealsMeta as meta } from '@kori/search';
