// Public, browser-safe entry: the search and listing pages, the header's search box, URL helpers.
export { ListingPage as SearchPage, ListingPage as AllProductsPage, ListingPageView, type ListingPageViewProps } from './lib/listing/listing-page';
export { DealsPage, DealsPageView } from './lib/deals/deals-page';
export { SiteSearch, type SiteSearchProps, AUTOCOMPLETE_MIN_CHARS, AUTOCOMPLETE_DEBOUNCE_MS } from './lib/site-search/site-search';
export type { AutocompleteSuggestion } from './lib/site-search/fetch-autocomplete';
export { searchHandle, allProductsHandle, dealsHandle } from './lib/handles';
export { searchPagesMeta, searchPagesMeta as searchMeta, searchPagesMeta as allProductsMeta, searchPagesMeta as dealsMeta } from './lib/page-meta';
export { searchStylesheetHref } from './lib/stylesheet';
export { listingSearch, listingHref, listingFilter, SORT_PARAMS, type ListingParams, type SortParam } from './lib/listing/listing-params';
export { formToParams } from './lib/listing/form-to-params';
export { dealsPath, type DealsLoaderData } from './lib/deals/deals-data';
export type { ListingLoaderData, Listing, ListingProduct, ListingFacets } from './lib/listing/listing-data';
