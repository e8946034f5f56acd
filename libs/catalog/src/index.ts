// Public, browser-safe entry: the catalogue page components, their route handles and stylesheet.
export { HomePage, HomePageView, type HomePageViewProps } from './lib/home/home-page';
export { CategoryPage, CategoryPageView, type CategoryPageViewProps } from './lib/category/category-page';
export { ProductPage, ProductPageView, type ProductPageViewProps } from './lib/product/product-page';
export { homeHandle, categoryHandle, productHandle } from './lib/handles';
export { homeMeta, categoryMeta, productMeta } from './lib/shared/page-meta-functions';
export { catalogStylesheetHref } from './lib/stylesheet';
export { categoryPath, productPath, offerRedirectPath } from './lib/routing/paths';
export type { HomeLoaderData, HomeDeal, PopularCategory } from './lib/home/home-data';
export { campaignSlot, type CampaignPlacement, type CampaignSlotRenderer } from './lib/home/campaign-slot';
export type { CategoryLoaderData, CategoryDetails, CategoryListing, CategoryProduct } from './lib/category/category-data';
export type { ProductLoaderData, ProductDetails, ProductOffer, PriceHistory } from './lib/product/product-data';
