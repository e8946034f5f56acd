import type { createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;

export interface RegisteredStoredAtom {
  key: string;
  /** Loads the stored value into `store` (once per store), resetting one that fails its shape check. */
  load(store: Store): void;
}

// Every stored atom registers itself when its module is evaluated, keyed by storage key (a re-evaluated
// module replaces its earlier entry instead of adding a second one).
const registry = new Map<string, RegisteredStoredAtom>();

export function registerStoredAtom(entry: RegisteredStoredAtom): void {
  registry.set(entry.key, entry);
}

/** The stored atoms known so far, in registration order. */
export function registeredStoredAtoms(): RegisteredStoredAtom[] {
  return [...registry.values()];
}
