// Public, browser-safe entry: the catalogue page components, their route handles and stylesheet.
export { HomePage, HomePageView, type HomePageViewProps } from './lib/home/home-page';
export { CategoryPage, CategoryPageView, type CategoryPageViewProps } from './lib/category/category-page';
export { ProductPage, ProductPageView, type ProductPageViewProps, type RenderProductAction } from './lib/product/product-page';
export { homeHandle, categoryHandle, productHandle } from './lib/handles';
export { homeMeta, categoryMeta, productMeta, blackFridayMeta } from './lib/shared/page-meta-functions';
export { catalogStylesheetHref } from './lib/stylesheet';
export { offerRedirectPath } from './lib/routing/paths';
export type { HomeLoaderData, HomeDeal, PopularCategory } from './lib/home/home-data';
export type { CategoryLoaderData, CategoryDetails, CategoryListing, CategoryProduct } from './lib/category/category-data';
export type { ProductLoaderData, ProductDetails, ProductOffer, PriceHistory } from './lib/product/product-data';
export type { RenderOfferAction } from './lib/product/offers-table';
export { PriceLandingPageView, type PriceLandingPageViewProps } from './lib/price-landing/price-landing-page';
export { classifyCatalogSlug, priceLandingPath, PRICE_PAGE_SUFFIX, type CatalogSlug } from './lib/routing/catalog-slug';
export type { PriceLandingLoaderData, PriceLandingProduct } from './lib/price-landing/price-landing-data';
