import { sql } from 'drizzle-orm';
import { seedCampaigns } from '../../campaigns/campaign-store';
import { refreshPriceStats } from '../../catalog/refresh-price-stats';
import { refreshProductSearch } from '../../catalog/search/product-search';
import { refreshSearchTerms } from '../../catalog/search/search-terms';
import { utcToday } from '../../domain/calendar-date';
import { queryRows, type Database } from '../database';
import { DEFAULT_SEED, generateProductBatches, generateReferenceData, seedSizeConfigs, type SeedSize } from '@kori/catalogue-seed/server';
import { seedCoupons } from '../../coupons/coupon-seed';
import { insertBrands, insertCategories, insertMerchants, insertProductBatch, resetIdentitySequences } from './insert-batches';

export const SEED_STATE_KEY = 'catalogue_seed';
// Serialises seeding when several API processes start against one empty database.
const SEED_LOCK_KEY = 7_201_339_119;

export interface SeedOptions {
  size: SeedSize;
  seed?: string;
  /** The last day of price history; defaults to the current UTC date. */
  today?: string;
  /** Empty the catalogue tables first (otherwise a non-empty catalogue is refused). */
  reset?: boolean;
  onProgress?: (phase: 'catalogue' | 'price stats', done: number, total: number) => void;
}

export interface SeedSummary {
  size: SeedSize;
  seed: string;
  today: string;
  categories: number;
  brands: number;
  merchants: number;
  products: number;
  offers: number;
  priceHistoryRows: number;
  priceStatsRows: number;
  durationMs: number;
}

export class CatalogueNotEmptyError extends Error {
  constructor() {
    super('The database already has a catalogue; pass reset to replace it.');
    this.name = 'CatalogueNotEmptyError';
  }
}

export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(db, sql`select exists (select 1 from products) as present`);
  return !row?.present;
}

/**
 * Writes a generated catalogue in one transaction: a failure leaves the database as it was (empty),
 * never half-written. Price stats are computed inside the same transaction.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const today = options.today ?? utcToday();
  const config = seedSizeConfigs[options.size];
  const createdAt = `${today}T00:00:00Z`;
  const reference = generateReferenceData(seed);
  const counts = { products: 0, offers: 0, priceHistoryRows: 0, priceStatsRows: 0 };

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (options.reset) {
      // Cart lines and price alerts name offers and products, which a new catalogue replaces: they go with
      // them (the carts stay, empty).
      await tx.execute(sql`truncate cart_lines, price_alerts, product_search, product_price_stats, price_history, offers, products, merchants, brands, categories`);
      await tx.execute(sql`delete from app_state where key in (${SEED_STATE_KEY}, 'price_stats_refreshed_on')`);
    } else if (!(await isCatalogueEmpty(tx))) {
      throw new CatalogueNotEmptyError();
    }

    await insertCategories(tx, reference.categories);
    await insertBrands(tx, reference.brands);
    await insertMerchants(tx, reference.merchants);
    options.onProgress?.('catalogue', 0, config.products);
    for (const batch of generateProductBatches(reference, { seed, config, today })) {
      await insertProductBatch(tx, batch, createdAt);
      counts.products += batch.products.length;
      counts.offers += batch.offers.length;
      counts.priceHistoryRows += batch.history.length;
      options.onProgress?.('catalogue', counts.products, config.products);
    }
    await resetIdentitySequences(tx);
    const stats = await refreshPriceStats(tx, {
      today,
      batchSize: config.batchSize,
      onProgress: (done, total) => options.onProgress?.('price stats', done, total),
    });
    counts.priceStatsRows = stats.statsRows;
    await refreshProductSearch(tx);
    await seedCoupons(tx);
    // The starting campaigns (STAR, Black Friday) come with a fresh shop.
    await seedCampaigns(tx, today);
    await tx.execute(sql`
      insert into app_state (key, value, updated_at) values (${SEED_STATE_KEY}, ${JSON.stringify({
      size: options.size,
      seed,
      today,
    })}, now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
  });
  // The search vocabulary is built now rather than on the first search request after seeding.
  await refreshSearchTerms(db);
  // Fresh statistics for the planner after a bulk load (outside the transaction).
  await db.execute(sql`analyze`);

  return {
    size: options.size,
    seed,
    today,
    categories: reference.categories.length,
    brands: reference.brands.length,
    merchants: reference.merchants.length,
    ...counts,
    durationMs: Date.now() - started,
  };
}
