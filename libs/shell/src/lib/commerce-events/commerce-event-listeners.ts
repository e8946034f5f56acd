/** An amount as the API gives it. */
export interface CommerceMoney {
  price: string;
  currency: string;
}

/** A product line of a commerce event. */
export interface CommerceItem {
  /** Product id. */
  id: string;
  name: string;
  brand?: string | null;
  /** Unit price. */
  price?: CommerceMoney | null;
  quantity?: number | null;
  /** Merchant of the offer. */
  merchant?: string | null;
  offerId?: string | null;
}

/**
 * What each commerce event carries; the names are the analytics `track` methods they become, so a feature
 * reports shopping steps without knowing analytics (which may not be loaded, or allowed, at all).
 */
export interface CommerceEventInputs {
  /** Products put in the cart; each item's quantity is the number added. */
  addToCart: { items: readonly CommerceItem[]; value?: CommerceMoney };
  /** Products taken out of the cart; each item's quantity is the number removed. */
  removeFromCart: { items: readonly CommerceItem[]; value?: CommerceMoney };
  /** The cart looked at: every line, and the cart's total. */
  viewCart: { items: readonly CommerceItem[]; value?: CommerceMoney };
  beginCheckout: { items: readonly CommerceItem[]; value?: CommerceMoney };
  addContactInfo: { email?: string | null; phone?: string | null };
  addShippingInfo: { items: readonly CommerceItem[]; value?: CommerceMoney; shippingTier: string };
  purchase: {
    transactionId: string;
    items: readonly CommerceItem[];
    value?: CommerceMoney;
    tax?: CommerceMoney;
    shipping?: CommerceMoney;
    paymentType?: string;
    email?: string | null;
    phone?: string | null;
  };
  /** An invite-a-friend code shared by its owner (how: copy_link, native_share) or applied by a friend at checkout. */
  referralCode: { action: 'shared' | 'applied'; method?: string };
}

export type CommerceEvent = { [K in keyof CommerceEventInputs]: { type: K; input: CommerceEventInputs[K] } }[keyof CommerceEventInputs];
export type CommerceEventListener = (event: CommerceEvent) => void;

// Browser-only registry: events are reported from effects and handlers, which never run on the server.
const listeners = new Set<CommerceEventListener>();

/** Subscribes to commerce events (the analytics root does); returns the unsubscribe function. */
export function onCommerceEvent(listener: CommerceEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reports one shopping step to every listener; one failing listener does not stop the others. */
export function reportCommerceEvent(event: CommerceEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('Commerce event listener failed', error);
    }
  }
}
