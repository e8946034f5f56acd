// Test-only: stored atoms whose schema is fetched on demand check a stored value a moment later.

/** Lets a fetched schema arrive and the stored value's check finish (the next turn of the event loop). */
export function storedValuesChecked(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
