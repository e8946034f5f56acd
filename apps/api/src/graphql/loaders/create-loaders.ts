import { and, inArray } from 'drizzle-orm';
import type { CatalogueCache } from '../../catalog/catalogue-cache';
import type { Database } from '../../db/database';
import { brands, offers, priceHistory, productPriceStats, products, type BrandRow, type ProductPriceStatsRow } from '../../db/schema';
import { rankOffers } from '../../domain/offer-ranking';
import type { DailyPrices } from '../../domain/price-insight';
import type { Region } from '../../domain/regions';
import type { OfferModel, ProductModel } from '../mappers';
import { createBatcher, type Batcher } from './batcher';

export interface ProductRegionKey {
  productId: number;
  region: Region;
}

export interface Loaders {
  product: Batcher<number, ProductModel | null>;
  /** Products without description and specs, for listings (productColumns minus those). */
  productCard: Batcher<number, ProductModel | null>;
  brand: Batcher<string, BrandRow | null>;
  /** A product's offers in a region, ranked by total price. */
  offers: Batcher<ProductRegionKey, OfferModel[]>;
  stats: Batcher<ProductRegionKey, ProductPriceStatsRow | null>;
  history: Batcher<ProductRegionKey, DailyPrices | null>;
}

/** What a product card needs: no description or specs (about 1.7 kB of JSON per product). */
export const productCardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  brandId: products.brandId,
  categoryId: products.categoryId,
  imageUrl: products.imageUrl,
  popularity: products.popularity,
  createdAt: products.createdAt,
};

/** Columns resolvers need; the search columns stay in the database. */
export const productColumns = { ...productCardColumns, description: products.description, specs: products.specs };

const regionKey = (key: ProductRegionKey) => `${key.productId}:${key.region}`;

function productIdsAndRegions(keys: ProductRegionKey[]) {
  return { ids: [...new Set(keys.map((k) => k.productId))], regions: [...new Set(keys.map((k) => k.region))] };
}

/** One set per request: each batches the loads of one resolver pass into one query. */
export function createLoaders(db: Database, catalogue: CatalogueCache): Loaders {
  return {
    product: createBatcher(
      async (ids) => {
        const rows = await db.select(productColumns).from(products).where(inArray(products.id, ids));
        return new Map(rows.map((row) => [String(row.id), row]));
      },
      { missing: null },
    ),
    productCard: createBatcher(
      async (ids) => {
        const rows = await db.select(productCardColumns).from(products).where(inArray(products.id, ids));
        return new Map(rows.map((row) => [String(row.id), row]));
      },
      { missing: null },
    ),
    brand: createBatcher(
      async (ids) => {
        // From the catalogue cache; only a brand added since it was loaded costs a statement.
        const cached = await catalogue.brands();
        const missing = ids.filter((id) => !cached.has(id));
        const rows = missing.length > 0 ? await db.select().from(brands).where(inArray(brands.id, missing)) : [];
        return new Map([
          ...ids.flatMap((id) => {
            const brand = cached.get(id);
            return brand ? [[id, brand] as const] : [];
          }),
          ...rows.map((row) => [row.id, row] as const),
        ]);
      },
      { missing: null },
    ),
    offers: createBatcher(
      async (keys) => {
        const { ids, regions } = productIdsAndRegions(keys);
        const [rows, merchants] = await Promise.all([
          db
            .select()
            .from(offers)
            .where(and(inArray(offers.productId, ids), inArray(offers.region, regions))),
          catalogue.merchants(),
        ]);
        const grouped = new Map<string, OfferModel[]>();
        const byKey = new Map<string, (typeof rows)[number][]>();
        for (const row of rows) {
          const key = regionKey({ productId: row.productId, region: row.region });
          byKey.set(key, [...(byKey.get(key) ?? []), row]);
        }
        for (const [key, list] of byKey) {
          const withMerchants = list.flatMap((row) => {
            const merchant = merchants.get(row.merchantId);
            return merchant ? [{ ...row, merchant }] : [];
          });
          grouped.set(key, rankOffers(withMerchants));
        }
        return grouped;
      },
      { keyOf: regionKey, missing: [] },
    ),
    stats: createBatcher(
      async (keys) => {
        const { ids, regions } = productIdsAndRegions(keys);
        const rows = await db
          .select()
          .from(productPriceStats)
          .where(and(inArray(productPriceStats.productId, ids), inArray(productPriceStats.region, regions)));
        return new Map(rows.map((row) => [regionKey(row), row]));
      },
      { keyOf: regionKey, missing: null },
    ),
    history: createBatcher(
      async (keys) => {
        const { ids, regions } = productIdsAndRegions(keys);
        const rows = await db
          .select()
          .from(priceHistory)
          .where(and(inArray(priceHistory.productId, ids), inArray(priceHistory.region, regions)));
        return new Map(rows.map((row) => [regionKey(row), { startDate: row.startDate, daily: row.dailyLowest }]));
      },
      { keyOf: regionKey, missing: null },
    ),
  };
}
