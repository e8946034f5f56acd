// `/:categoryId`: a category page. Meta comes from @kori/catalog's browser entry.
export { categoryLoader as loader } from '@kori/catalog/server';
export { CategoryPage as default, categoryHandle as handle, categoryMeta as meta } from '@kori/catalog';
