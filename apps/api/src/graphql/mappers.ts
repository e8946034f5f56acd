/**
 * What resolvers pass around for each GraphQL type (codegen `mappers`): database rows and computed
 * models, not the full GraphQL objects; field resolvers turn them into what the schema promises.
 */
import type { Ranked } from '../domain/offer-ranking';
import type { BrandRow, CategoryRow, MerchantRow, OfferRow, PriceAlertRow, ProductRow, UserRow } from '../db/schema';
import type { ListingQuery } from '../catalog/listing/listing-query';
import type { SearchWindow } from '../catalog/search/search-window-model';
import type { CartView } from '../cart/cart-view';

export type CategoryModel = CategoryRow;
export type BrandModel = BrandRow;
export type MerchantModel = MerchantRow;
/**
 * A product as resolvers see it. Listings load cards, without the description and specs (about
 * 1.7 kB of JSON per product that a card does not show); those resolvers load them when asked.
 */
export type ProductModel = Omit<ProductRow, 'searchVector' | 'searchText' | 'searchName' | 'description' | 'specs'> &
  Partial<Pick<ProductRow, 'description' | 'specs'>>;
export type UserModel = UserRow;
export type PriceAlertModel = PriceAlertRow;

/** An offer as ranked within its product's offers in one region. */
export type OfferModel = Ranked<OfferRow & { merchant: MerchantRow }>;

/** Facets are computed only when a query asks for them, from the listing's own query. */
export interface ProductListingModel {
  products: ProductModel[];
  page: number;
  perPage: number;
  totalCount: number;
  totalCountIsLowerBound: boolean;
  suggestions: string[];
  query: ListingQuery;
  /** A text search's matches, read once and shared by the page and the facets. */
  window?: SearchWindow;
}

/** A cart with its lines grouped by merchant and its totals; the cheapest mix is worked out only when asked for. */
export type CartModel = CartView;
