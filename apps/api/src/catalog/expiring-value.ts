/**
 * One value loaded on first ask and kept for `ttlMs`; a failed load is dropped at once (and `onFailure`
 * runs) so that the next ask tries again instead of serving the failure until it expires.
 */
export interface ExpiringValue<T> {
  get(): Promise<T>;
  clear(): void;
}

export function expiringValue<T>(load: () => Promise<T>, ttlMs: number, now: () => number, onFailure: () => void = () => undefined): ExpiringValue<T> {
  let entry: { value: Promise<T>; at: number } | null = null;
  return {
    get() {
      if (entry === null || now() - entry.at >= ttlMs) {
        const value = load();
        entry = { value, at: now() };
        value.catch(() => {
          entry = null;
          onFailure();
        });
      }
      return entry.value;
    },
    clear() {
      entry = null;
    },
  };
}
