// `/deals`: deals biggest drop first, with departments to narrow them.
export { dealsLoader as loader } from '@kori/search/server';
export { DealsPage as default, dealsHandle as handle, dealsMeta as meta } from '@kori/search';
