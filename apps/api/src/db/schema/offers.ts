import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { currencyColumn, regionColumn } from './columns';
import { merchants } from './merchants';
import { products } from './products';
import { requiredIntegerReference, requiredTextReference } from './required-references';
import { updatedAtColumn } from './time-columns';

/**
 * One merchant's offer of a product. `region` and `currency` repeat the merchant's so that the
 * per-region lookups the catalogue makes stay on one index.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: requiredIntegerReference('product_id', () => products.id),
    merchantId: requiredTextReference('merchant_id', () => merchants.id),
    region: regionColumn(),
    // Integer minor units (cents, öre).
    price: integer('price').notNull(),
    currency: currencyColumn(),
    stockQuantity: integer('stock_quantity').notNull(),
    // Absolute merchant URL, or a path on the sandbox's merchant pages (resolved against SANDBOX_URL).
    url: text('url').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('offers_product_region_idx').on(t.productId, t.region),
    index('offers_merchant_idx').on(t.merchantId),
    check('offers_region_check', sql`${t.region} in ('FI', 'SE', 'NL')`),
    check('offers_price_check', sql`${t.price} >= 0`),
    check('offers_stock_check', sql`${t.stockQuantity} >= 0`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
