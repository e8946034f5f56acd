/**
 * A small in-memory cache of public GraphQL answers (catalogue data, the same for every shopper),
 * shared by all requests of one storefront process. Entries live `ttlMs` milliseconds; at most
 * `maxEntries` are kept (least recently used go first). Concurrent misses for one key share one
 * call, so a burst of shoppers on a popular product costs the API one request.
 */
export interface ResponseCache {
  /** The cached answer for `key`, or the one `load` gives (stored only when it succeeds). */
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  readonly size: number;
  clear(): void;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

export const DEFAULT_RESPONSE_CACHE_ENTRIES = 1000;

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const maxEntries = options.maxEntries ?? DEFAULT_RESPONSE_CACHE_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  return {
    async getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        // Re-insert so that Map order is least recently used first.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as T;
      }
      if (hit) entries.delete(key);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const loading = load().then((value) => {
        entries.set(key, { value, expiresAt: now() + ttlMs });
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        return value;
      });
      inFlight.set(key, loading);
      try {
        return await loading;
      } finally {
        inFlight.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
