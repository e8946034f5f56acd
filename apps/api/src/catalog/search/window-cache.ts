import type { ListingQuery } from '../listing/listing-query';
import type { FacetDimension } from '../listing/listing-sql';
import type { SearchWindow } from './search-window-model';

/**
 * A short-lived per-process cache of search windows (docs/decisions/009-search-window.md): the same
 * search with another page, or the same words typed again within the TTL, reuses the window instead
 * of reading it again. Keyed by everything that decides a window (region, words, filters, sort, the
 * facet dimension left out, size, ranked matches) and not by page. Cleared with the catalogue cache when the daily
 * price stats refresh rewrites what windows are read from; at most `maxEntries` windows are kept.
 */
export interface WindowCache {
  get(key: string, read: () => Promise<SearchWindow>): Promise<SearchWindow>;
  clear(): void;
  /** Requests answered from the cache and requests that read a window. */
  readonly stats: { hits: number; misses: number };
}

export function windowCacheKey(query: ListingQuery, without: FacetDimension | undefined, size: number, ranked: number): string {
  return JSON.stringify([
    query.region,
    query.text,
    query.tsQuery,
    query.categoryIds,
    query.brandIds,
    query.merchantIds,
    query.minTotal,
    query.maxTotal,
    query.inStockOnly,
    query.dealsOnly,
    query.sort,
    without ?? null,
    size,
    ranked,
  ]);
}

export function createWindowCache({
  ttlMs,
  maxEntries = 1000,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): WindowCache {
  const entries = new Map<string, { window: Promise<SearchWindow>; at: number }>();
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    get(key, read) {
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) {
        stats.hits += 1;
        return entry.window;
      }
      stats.misses += 1;
      if (entry) entries.delete(key);
      // Concurrent requests for the same window share one read; a failed read is not kept.
      const window = read();
      entries.set(key, { window, at: now() });
      window.catch(() => entries.delete(key));
      // Map order is insertion order: the oldest entries go first.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return window;
    },
    clear() {
      entries.clear();
    },
  };
}
