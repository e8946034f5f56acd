/**
 * A minimal DataLoader: `load(key)` calls made in the same tick are answered by one `batch(keys)` call,
 * and each key is fetched at most once per batcher (one batcher per request, so no stale data leaks
 * between requests). Keys are compared by `keyOf`.
 */
export interface Batcher<K, V> {
  load(key: K): Promise<V>;
  loadMany(keys: readonly K[]): Promise<V[]>;
  /** Answers later loads of `key` with `value` (unless it is already loaded or loading). */
  prime(key: K, value: V): void;
}

export function createBatcher<K, V>(
  batch: (keys: K[]) => Promise<Map<string, V>>,
  options: { keyOf?: (key: K) => string; missing: V },
): Batcher<K, V> {
  const keyOf = options.keyOf ?? ((key: K) => String(key));
  const cache = new Map<string, Promise<V>>();
  let queue: { key: K; id: string; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  const dispatch = () => {
    const current = queue;
    queue = [];
    const unique = new Map<string, K>();
    for (const item of current) unique.set(item.id, item.key);
    batch([...unique.values()]).then(
      (results) => {
        for (const item of current) item.resolve(results.has(item.id) ? (results.get(item.id) as V) : options.missing);
      },
      (error: unknown) => {
        for (const item of current) {
          cache.delete(item.id);
          item.reject(error);
        }
      },
    );
  };

  const load = (key: K): Promise<V> => {
    const id = keyOf(key);
    const cached = cache.get(id);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      queue.push({ key, id, resolve, reject });
      // Like DataLoader: wait for the current promise jobs to settle so sibling resolvers join the batch.
      if (queue.length === 1) void Promise.resolve().then(() => process.nextTick(dispatch));
    });
    cache.set(id, promise);
    return promise;
  };

  const prime = (key: K, value: V) => {
    const id = keyOf(key);
    if (!cache.has(id)) cache.set(id, Promise.resolve(value));
  };

  return { load, loadMany: (keys) => Promise.all(keys.map(load)), prime };
}
