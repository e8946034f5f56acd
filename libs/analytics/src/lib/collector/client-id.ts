import { browserStorage, CLIENT_ID_STORAGE_KEY, forgetStoredClientId } from './client-id-key';

export { CLIENT_ID_STORAGE_KEY };

const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

export interface ClientIdStore {
  /** The browser's id, created on first use. */
  get(): string;
  /** Removes the id (tracking revoked). */
  forget(): void;
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Random, not derived from anything personal; falls back to a per-page id when storage is unavailable. */
export function createClientIdStore(storage: Storage | null = browserStorage()): ClientIdStore {
  let memory: string | null = null;
  return {
    get() {
      try {
        const stored = storage?.getItem(CLIENT_ID_STORAGE_KEY);
        if (stored && CLIENT_ID.test(stored)) return stored;
        const id = randomId();
        storage?.setItem(CLIENT_ID_STORAGE_KEY, id);
        return id;
      } catch {
        memory = memory ?? randomId();
        return memory;
      }
    },
    forget() {
      memory = null;
      forgetStoredClientId(storage);
    },
  };
}
