import { text } from 'drizzle-orm/pg-core';
import type { Currency, Region } from '@kori/region';
import { products } from './products';
import { requiredIntegerReference } from './required-references';

/** The region a row sells in (FI, SE, NL). */
export const regionColumn = () => text('region').$type<Region>().notNull();

/** The currency a row's money columns are counted in (integer minor units). */
export const currencyColumn = () => text('currency').$type<Currency>().notNull();

/** The key and money unit of a per-product-and-region row: product_id (a product), region and currency. */
export const productRegionColumns = () => ({
  productId: requiredIntegerReference('product_id', () => products.id),
  region: regionColumn(),
  currency: currencyColumn(),
});
