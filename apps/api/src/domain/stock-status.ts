/** How an offer's stock shows to shoppers. */
export type StockStatus = 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK';

/** At or below this many items an offer shows as low stock. */
export const LOW_STOCK_THRESHOLD = 5;

export function stockStatusOf(quantity: number): StockStatus {
  if (quantity <= 0) return 'OUT_OF_STOCK';
  if (quantity <= LOW_STOCK_THRESHOLD) return 'LOW_STOCK';
  return 'IN_STOCK';
}
