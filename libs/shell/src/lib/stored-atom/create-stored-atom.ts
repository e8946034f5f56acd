import { atom, type SetStateAction, type WritableAtom } from 'jotai';
import type { z } from 'zod/mini';
import { registerStoredAtom } from './stored-atom-registry';

export type StoredAtom<T> = WritableAtom<T, [SetStateAction<T>], void>;

/**
 * The check a stored value must pass: a zod schema, or a function that fetches one. A fetched schema keeps
 * zod out of the scripts every page loads: it is asked for only when something is stored under the key
 * (a first visit stores nothing).
 */
export type StoredValueSchema<T> = z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);

const MISMATCH = Symbol('mismatch');

/** A fetched schema's verdict on the stored value, passed back through the atom's setter. */
class Settled<T> {
  constructor(readonly value: T | typeof MISMATCH) {}
}

/** Reads the raw text stored under `key`; null when nothing is stored or storage is unavailable. */
function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (privacy modes, disabled cookies): behave as if nothing is stored.
    return null;
  }
}

/** The stored text checked against `schema`; a value failing it (or unparsable) is removed and logged. */
function checkStoredValue<T>(key: string, raw: string, schema: z.ZodMiniType<T>): T | typeof MISMATCH {
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
  return MISMATCH;
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

function apply<T>(action: SetStateAction<T>, current: T): T {
  return typeof action === 'function' ? (action as (previous: T) => T)(current) : action;
}

/** Per store: not read yet, waiting for a fetched schema (with the writes made meanwhile), or read. */
type LoadState<T> = { phase: 'unread' } | { phase: 'checking'; writes: SetStateAction<T>[] } | { phase: 'read' };

/**
 * A Jotai atom backed by browser local storage under `key`.
 * The first render (server and hydration) always sees `defaultValue`; the stored value is loaded when the
 * atom is first mounted in a store (after render, never on the server) or just before the first write,
 * so an early write never overwrites what was stored. Values failing `schema` are removed and reset.
 * With a fetched schema, a stored value is applied once the schema has arrived; writes made meanwhile
 * show at once and are applied again on top of the stored value, which is written only then.
 * Every stored atom is registered, so `StoredValuesLoader` loads (and checks) it after the first render
 * even when nothing on the page uses it.
 */
export function createStoredAtom<T>(key: string, schema: StoredValueSchema<T>, defaultValue: T): StoredAtom<T> {
  const valueAtom = atom<T>(defaultValue);
  // Per store, so one request's or test's load never leaks into another store.
  const stateAtom = atom<LoadState<T>>({ phase: 'unread' });
  // Internal signals passed through the atom's own setter (onMount only gets that setter):
  // `load` reads storage once per store, `reload` re-reads it after another tab wrote it.
  const load: (previous: T) => T = (previous) => previous;
  const reload: (previous: T) => T = (previous) => previous;
  // The fetched schema, once here (shared by every store: it is code, not state).
  let fetched: z.ZodMiniType<T> | null = typeof schema === 'function' ? null : schema;
  let fetching: Promise<z.ZodMiniType<T>> | null = null;
  const fetchSchema = () => {
    fetching ??= (schema as () => Promise<z.ZodMiniType<T>>)().then((loaded) => (fetched = loaded));
    return fetching;
  };

  // A fetched schema's verdict on the stored value: it applies, then the writes made while waiting.
  const settleAtom = atom(null, (get, set, settled: Settled<T>) => {
    const state = get(stateAtom);
    if (state.phase !== 'checking') return;
    const stored = settled.value === MISMATCH ? defaultValue : settled.value;
    const next = state.writes.reduce<T>((current, write) => apply(write, current), stored);
    set(stateAtom, { phase: 'read' });
    set(valueAtom, next);
    if (state.writes.length > 0 && !Object.is(next, stored)) writeStoredValue(key, next);
  });

  const storedAtom = atom(
    (get) => get(valueAtom),
    (get, set, action: SetStateAction<T>) => {
      const state = get(stateAtom);
      if (action === reload || state.phase === 'unread') {
        const raw = readRaw(key);
        if (raw === null) {
          set(stateAtom, { phase: 'read' });
          if (action === reload) set(valueAtom, defaultValue);
        } else if (fetched) {
          const checked = checkStoredValue(key, raw, fetched);
          set(stateAtom, { phase: 'read' });
          set(valueAtom, checked === MISMATCH ? defaultValue : checked);
        } else {
          set(stateAtom, { phase: 'checking', writes: state.phase === 'checking' ? state.writes : [] });
          fetchSchema().then(
            (loaded) => set(settleAtom, new Settled(checkStoredValue(key, raw, loaded))),
            (error: unknown) => {
              // The schema's code did not arrive (a lost connection): the default applies, as for a value
              // failing its check, but the stored text is left for a later page to check.
              console.warn('Could not check the stored value for ' + key, error);
              set(settleAtom, new Settled<T>(MISMATCH));
            },
          );
        }
        if (action === reload || action === load) return;
      }
      if (action === load) return;
      const current = get(valueAtom);
      const next = apply(action, current);
      const now = get(stateAtom);
      if (now.phase === 'checking') {
        // Shown at once; stored once the stored value it builds on is known.
        set(stateAtom, { phase: 'checking', writes: [...now.writes, action] });
        set(valueAtom, next);
        return;
      }
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
