/** Local storage key of the anonymous first-party analytics id (only kept with statistics consent). */
export const CLIENT_ID_STORAGE_KEY = 'kori-analytics-client-id';

/** Removes the id (tracking revoked), also on pages that never loaded the runtime. */
export function forgetStoredClientId(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(CLIENT_ID_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}
