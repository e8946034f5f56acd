import { useStore } from 'jotai';
import { useEffect } from 'react';
import { registeredStoredAtoms } from './stored-atom-registry';

/**
 * Mount once inside the page's Jotai store: after the first render it loads every registered stored value,
 * whether or not anything on the page uses it, so a malformed one is reset to its default (and logged)
 * on any page load, not only on the page that happens to read it.
 */
export function StoredValuesLoader(): null {
  const store = useStore();
  useEffect(() => {
    for (const entry of registeredStoredAtoms()) entry.load(store);
  }, [store]);
  return null;
}
