import { atom, type SetStateAction, type WritableAtom } from 'jotai';
import type { z } from 'zod/mini';
import { registerStoredAtom } from './stored-atom-registry';

export type StoredAtom<T> = WritableAtom<T, [SetStateAction<T>], void>;

/** Reads a value from local storage; anything missing, unparsable or off-schema yields the default. */
function readStoredValue<T>(key: string, schema: z.ZodMiniType<T>, defaultValue: T): T {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (privacy modes, disabled cookies): behave as if nothing is stored.
    return defaultValue;
  }
  if (raw === null) return defaultValue;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = Symbol('unparsable');
  }
  const result = schema.safeParse(parsed);
  if (result.success) return result.data;
  console.warn('Stored value for ' + key + ' does not match schema');
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing more to do: the default is used either way.
  }
  return defaultValue;
}

/** Writes `value` as JSON; null removes the key (nothing stored and a stored null mean the same). */
function writeStoredValue(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage must not break the page; the in-memory value still applies.
  }
}

/**
 * A Jotai atom backed by browser local storage under `key`.
 * The first render (server and hydration) always sees `defaultValue`; the stored value is loaded when the
 * atom is first mounted in a store (after render, never on the server) or just before the first write,
 * so an early write never overwrites what was stored. Values failing `schema` are removed and reset.
 * Every stored atom is registered, so `StoredValuesLoader` loads (and checks) it after the first render
 * even when nothing on the page uses it.
 */
export function createStoredAtom<T>(key: string, schema: z.ZodMiniType<T>, defaultValue: T): StoredAtom<T> {
  const valueAtom = atom<T>(defaultValue);
  // Per store, so one request's or test's load never leaks into another store.
  const loadedAtom = atom(false);
  // Internal signals passed through the atom's own setter (onMount only gets that setter):
  // `load` reads storage once per store, `reload` re-reads it after another tab wrote it.
  const load: (previous: T) => T = (previous) => previous;
  const reload: (previous: T) => T = (previous) => previous;

  const storedAtom = atom(
    (get) => get(valueAtom),
    (get, set, action: SetStateAction<T>) => {
      if (action === reload) {
        set(loadedAtom, true);
        set(valueAtom, readStoredValue(key, schema, defaultValue));
        return;
      }
      let current = get(valueAtom);
      if (!get(loadedAtom)) {
        current = readStoredValue(key, schema, defaultValue);
        set(loadedAtom, true);
        set(valueAtom, current);
      }
      if (action === load) return;
      const next = typeof action === 'function' ? (action as (previous: T) => T)(current) : action;
      if (Object.is(next, current)) return;
      set(valueAtom, next);
      writeStoredValue(key, next);
    },
  );

  storedAtom.onMount = (setAtom) => {
    setAtom(load);
    // Keep tabs in step: another tab's write arrives as a storage event.
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || event.key !== key) return;
      setAtom(reload);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };

  storedAtom.debugLabel = `stored:${key}`;
  registerStoredAtom({ key, load: (store) => store.set(storedAtom, load) });
  return storedAtom;
}
