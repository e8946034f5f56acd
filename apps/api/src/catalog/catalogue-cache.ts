import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import { brands, categories, merchants, type BrandRow, type CategoryRow, type MerchantRow } from '../db/schema';
import { CategoryTree } from './category-tree';
import { expiringValue } from './expiring-value';
import { loadSearchTermIndex, type SearchTermIndex } from './search/prefix-expansions';
import { loadSearchVocabulary } from './search/search-vocabulary';
import { createWindowCache, type WindowCache } from './search/window-cache';

/**
 * Per-process cache of the small, slowly changing parts of the catalogue (the category tree with its
 * product counts, merchants). Every API instance keeps its own; entries expire after `ttlMs`.
 */
export interface CatalogueCache {
  categoryTree(): Promise<CategoryTree>;
  merchants(): Promise<Map<string, MerchantRow>>;
  /** Brands by id (a few dozen rows): product cards name theirs without a statement per request. */
  brands(): Promise<Map<string, BrandRow>>;
  /** Words of the search index, for "did you mean" (kept longer: it is costly and changes little). */
  searchVocabulary(): Promise<string[]>;
  /** Every search_terms word with its product count, for prefix expansion and tier estimates (same lifetime). */
  searchTermIndex(): Promise<SearchTermIndex>;
  /** Recent search windows (window-cache.ts); null when disabled. Cleared by invalidate(). */
  readonly windows: WindowCache | null;
  invalidate(): void;
}

export function createCatalogueCache(
  db: Database,
  ttlMs = 60_000,
  now: () => number = Date.now,
  { windowTtlMs = 0 }: { windowTtlMs?: number } = {},
): CatalogueCache {
  const windows = windowTtlMs > 0 ? createWindowCache({ ttlMs: windowTtlMs, now }) : null;
  const tree = expiringValue(
    async () => {
      const rows: CategoryRow[] = await db.select().from(categories);
      const counts = await queryRows<{ category_id: string; n: number }>(
        db,
        sql`select category_id, count(*)::int as n from products group by category_id`,
      );
      return new CategoryTree(rows, new Map(counts.map((c) => [c.category_id, c.n])));
    },
    ttlMs,
    now,
  );
  const byId = <Row extends { id: string }>(rows: Row[]) => new Map(rows.map((row) => [row.id, row]));
  const brandMap = expiringValue(() => db.select().from(brands).then(byId), ttlMs, now);
  const merchantMap = expiringValue(() => db.select().from(merchants).then(byId), ttlMs, now, () => brandMap.clear());
  // The search words are costly to load and change little, so they are kept ten times as long.
  const vocabulary = expiringValue(() => loadSearchVocabulary(db), ttlMs * 10, now);
  // After the vocabulary: that load builds search_terms when it is still empty.
  const termIndex = expiringValue(() => vocabulary.get().then(() => loadSearchTermIndex(db)), ttlMs * 10, now);

  return {
    windows,
    categoryTree: () => tree.get(),
    merchants: () => merchantMap.get(),
    brands: () => brandMap.get(),
    searchVocabulary: () => vocabulary.get(),
    searchTermIndex: () => termIndex.get(),
    invalidate() {
      for (const entry of [tree, merchantMap, brandMap, vocabulary, termIndex]) entry.clear();
      windows?.clear();
    },
  };
}
