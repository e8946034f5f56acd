/** How a listing is ordered. */
export type ProductSort = 'RELEVANCE' | 'TOTAL_PRICE_ASC' | 'TOTAL_PRICE_DESC' | 'BIGGEST_DROP' | 'POPULARITY';

/** A listing's filters as a client asks for them (prices as decimal strings in the region's currency). */
export interface ListingFilter {
  categoryId?: string | null;
  brandIds?: readonly string[] | null;
  merchantIds?: readonly string[] | null;
  minPrice?: string | null;
  maxPrice?: string | null;
  inStockOnly?: boolean | null;
  dealsOnly?: boolean | null;
}
