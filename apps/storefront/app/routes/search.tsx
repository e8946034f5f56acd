// `/search?q=...`: search results with filters in the URL.
export { searchLoader as loader } from '@kori/search/server';
export { SearchPage as default, searchHandle as handle, searchMeta as meta } from '@kori/search';
