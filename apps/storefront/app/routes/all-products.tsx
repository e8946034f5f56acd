// `/all-products`: every product of the region, most popular first, with the same filters as search.
export { allProductsLoader as loader } from '@kori/search/server';
export { AllProductsPage as default, allProductsHandle as handle, allProductsMeta as meta } from '@kori/search';
