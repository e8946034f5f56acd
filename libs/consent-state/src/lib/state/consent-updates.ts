import type { ConsentLevels } from '../levels/consent-levels';

/** A choice the shopper made that differs from what was stored (or the first one). */
export interface ConsentUpdate {
  levels: ConsentLevels;
  previous: ConsentLevels;
  /** Serialized form, as stored in the cookie. */
  value: string;
}

export type ConsentUpdateListener = (update: ConsentUpdate) => void;

// Browser-only registry: updates come from the shopper's clicks, never from server rendering.
const listeners = new Set<ConsentUpdateListener>();

/** Subscribes to consent changes (analytics sends its consent-updated event from here); returns unsubscribe. */
export function onConsentUpdated(listener: ConsentUpdateListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyConsentUpdated(update: ConsentUpdate): void {
  for (const listener of [...listeners]) {
    try {
      listener(update);
    } catch (error) {
      console.error('Consent update listener failed', error);
    }
  }
}
