import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import { brands, categories, merchants, type BrandRow, type CategoryRow, type MerchantRow } from '../db/schema';
import { CategoryTree } from './category-tree';
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
  let tree: { value: Promise<CategoryTree>; at: number } | null = null;
  let merchantMap: { value: Promise<Map<string, MerchantRow>>; at: number } | null = null;
  let brandMap: { value: Promise<Map<string, BrandRow>>; at: number } | null = null;
  let vocabulary: { value: Promise<string[]>; at: number } | null = null;
  let termIndex: { value: Promise<SearchTermIndex>; at: number } | null = null;

  const fresh = (entry: { at: number } | null, ttl = ttlMs) => entry !== null && now() - entry.at < ttl;

  return {
    windows,
    categoryTree() {
      if (!fresh(tree)) {
        const value = (async () => {
          const rows: CategoryRow[] = await db.select().from(categories);
          const counts = await queryRows<{ category_id: string; n: number }>(
            db,
            sql`select category_id, count(*)::int as n from products group by category_id`,
          );
          return new CategoryTree(rows, new Map(counts.map((c) => [c.category_id, c.n])));
        })();
        tree = { value, at: now() };
        // A failed load must not stick in the cache.
        value.catch(() => {
          tree = null;
        });
      }
      return (tree as { value: Promise<CategoryTree> }).value;
    },
    merchants() {
      if (!fresh(merchantMap)) {
        const value = db
          .select()
          .from(merchants)
          .then((rows) => new Map(rows.map((row) => [row.id, row])));
        merchantMap = { value, at: now() };
        value.catch(() => {
          merchantMap = null;
          brandMap = null;
        });
      }
      return (merchantMap as { value: Promise<Map<string, MerchantRow>> }).value;
    },
    brands() {
      if (!fresh(brandMap)) {
        const value = db
          .select()
          .from(brands)
          .then((rows) => new Map(rows.map((row) => [row.id, row])));
        brandMap = { value, at: now() };
        value.catch(() => {
          brandMap = null;
        });
      }
      return (brandMap as { value: Promise<Map<string, BrandRow>> }).value;
    },
    searchVocabulary() {
      if (!fresh(vocabulary, ttlMs * 10)) {
        const value = loadSearchVocabulary(db);
        vocabulary = { value, at: now() };
        value.catch(() => {
          vocabulary = null;
        });
      }
      return (vocabulary as { value: Promise<string[]> }).value;
    },
    searchTermIndex() {
      if (!fresh(termIndex, ttlMs * 10)) {
        // After the vocabulary: that load builds search_terms when it is still empty.
        const value = this.searchVocabulary().then(() => loadSearchTermIndex(db));
        termIndex = { value, at: now() };
        value.catch(() => {
          termIndex = null;
        });
      }
      return (termIndex as { value: Promise<SearchTermIndex> }).value;
    },
    invalidate() {
      tree = null;
      merchantMap = null;
      brandMap = null;
      vocabulary = null;
      termIndex = null;
      windows?.clear();
    },
  };
}
