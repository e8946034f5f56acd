import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';

export type ShellStore = ReturnType<typeof createStore>;

/**
 * Jotai provider with a store of its own per mounted tree: one per request on the server and one per
 * browser session on the client. Never a module-level store, so no state is shared between requests.
 */
export function ShellStoreProvider({ children, store }: { children: ReactNode; store?: ShellStore }) {
  const [ownStore] = useState(() => store ?? createStore());
  return <Provider store={ownStore}>{children}</Provider>;
}
