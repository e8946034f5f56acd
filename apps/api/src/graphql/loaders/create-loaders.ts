import { and, inArray, sql, type Column } from 'drizzle-orm';
import type { CatalogueCache } from '../../catalog/catalogue-cache';
import { jsonColumn, queryPreparedRows, type Database } from '../../db/database';
import {
  brands,
  offers,
  priceHistory,
  productPriceStats,
  products,
  type BrandRow,
  type MerchantRow,
  type OfferRow,
  type ProductPriceStatsRow,
} from '../../db/schema';
import { rankOffers } from '../../domain/offer-ranking';
import type { DailyPrices } from '../../domain/price-insight';
import type { Region } from '@kori/region';
import type { OfferModel, ProductModel } from '../mappers';
import { createBatcher, type Batcher } from './batcher';

export interface ProductRegionKey {
  productId: number;
  region: Region;
}

export interface Loaders {
  product: Batcher<number, ProductModel | null>;
  /** Products without description and specs (productColumns minus those), for autocomplete. */
  productCard: Batcher<number, ProductModel | null>;
  /**
   * A listing's product cards with their offers in the listing's region, in one statement: the
   * offers are handed to `offers`, so bestOffer and offerCount send no statement of their own.
   */
  listingCard: Batcher<ProductRegionKey, ProductModel | null>;
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

/** Rows of `table` for any of the keys' products in any of their regions: one statement, a superset the batch picks from. */
function forKeys(table: { productId: Column; region: Column }, keys: ProductRegionKey[]) {
  const { ids, regions } = productIdsAndRegions(keys);
  return and(inArray(table.productId, ids), inArray(table.region, regions));
}

/** A batcher of one value per product and region: `read` loads the rows of a batch, `valueOf` shapes each. */
function productRegionBatcher<Row extends ProductRegionKey, V>(
  read: (keys: ProductRegionKey[]) => Promise<Row[]>,
  valueOf: (row: Row) => V,
): Batcher<ProductRegionKey, V | null> {
  return createBatcher(
    async (keys) => {
      const rows = await read(keys);
      return new Map(rows.map((row) => [regionKey(row), valueOf(row)]));
    },
    { keyOf: regionKey, missing: null },
  );
}

/** Offers ranked per product and region (regionKey), each with its merchant; offers of unknown merchants are left out. */
function rankedOffers(rows: readonly OfferRow[], merchants: ReadonlyMap<string, MerchantRow>): Map<string, OfferModel[]> {
  const byKey = new Map<string, (OfferRow & { merchant: MerchantRow })[]>();
  for (const row of rows) {
    const merchant = merchants.get(row.merchantId);
    if (!merchant) continue;
    const key = regionKey({ productId: row.productId, region: row.region });
    const list = byKey.get(key);
    if (list) list.push({ ...row, merchant });
    else byKey.set(key, [{ ...row, merchant }]);
  }
  return new Map([...byKey].map(([key, list]) => [key, rankOffers(list)]));
}

interface ListingCardRow {
  id: number;
  slug: string;
  name: string;
  brand_id: string;
  category_id: string;
  image_url: string;
  popularity: number;
  created_at: Date | string;
  /** [id, merchant id, region, price, currency, stock quantity, url, updated at] per offer. */
  offers: ListingCardOffer[] | string | null;
}

type ListingCardOffer = [number, string, Region, number, OfferRow['currency'], number, string, string];

/** One set per request: each batches the loads of one resolver pass into one query. */
export function createLoaders(db: Database, catalogue: CatalogueCache): Loaders {
  const offerLoader: Loaders['offers'] = createBatcher(
    async (keys) => {
      const [rows, merchants] = await Promise.all([db.select().from(offers).where(forKeys(offers, keys)), catalogue.merchants()]);
      return rankedOffers(rows, merchants);
    },
    { keyOf: regionKey, missing: [] },
  );
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
    listingCard: createBatcher(
      async (keys) => {
        const { ids, regions } = productIdsAndRegions(keys);
        const [rows, merchants] = await Promise.all([
          queryPreparedRows<ListingCardRow>(
            db,
            sql`select p.id, p.slug, p.name, p.brand_id, p.category_id, p.image_url, p.popularity, p.created_at,
                (select json_agg(json_build_array(o.id, o.merchant_id, o.region, o.price, o.currency, o.stock_quantity, o.url, o.updated_at))
                  from offers o where o.product_id = p.id and o.region = any(${sql.param(regions)}::text[])) as offers
              from products p where p.id = any(${sql.param(ids)}::int[])`,
          ),
          catalogue.merchants(),
        ]);
        const offerRows: OfferRow[] = rows.flatMap((row) =>
          jsonColumn(row.offers, []).map(([id, merchantId, region, price, currency, stockQuantity, url, updatedAt]) => ({
            id,
            productId: row.id,
            merchantId,
            region,
            price,
            currency,
            stockQuantity,
            url,
            updatedAt: new Date(updatedAt),
          })),
        );
        const ranked = rankedOffers(offerRows, merchants);
        for (const key of keys) offerLoader.prime(key, ranked.get(regionKey(key)) ?? []);
        const cards = rows.map(
          (row): ProductModel => ({
            id: row.id,
            slug: row.slug,
            name: row.name,
            brandId: row.brand_id,
            categoryId: row.category_id,
            imageUrl: row.image_url,
            popularity: row.popularity,
            createdAt: new Date(row.created_at),
          }),
        );
        const byId = new Map(cards.map((card) => [card.id, card]));
        return new Map(
          keys.flatMap((key) => (byId.has(key.productId) ? [[regionKey(key), byId.get(key.productId) ?? null] as const] : [])),
        );
      },
      { keyOf: regionKey, missing: null },
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
    offers: offerLoader,
    stats: productRegionBatcher(
      async (keys) => db.select().from(productPriceStats).where(forKeys(productPriceStats, keys)),
      (row) => row,
    ),
    history: productRegionBatcher(
      async (keys) => db.select().from(priceHistory).where(forKeys(priceHistory, keys)),
      (row) => ({ startDate: row.startDate, daily: row.dailyLowest }),
    ),
  };
}
