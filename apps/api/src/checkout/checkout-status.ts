/**
 * The checkout's life: initiated (merchant agents at work) -> initiate complete (ready to pay) or
 * failed (nothing buyable) -> perform (paying and placing orders) -> perform complete (at least one
 * order placed) or perform failed (none). Every status change goes through `nextCheckoutStatus`.
 */
export const CHECKOUT_STATUSES = ['INITIATED', 'INITIATE_COMPLETE', 'FAILED', 'PERFORM', 'PERFORM_COMPLETE', 'PERFORM_FAILED'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export type CheckoutEvent =
  /** Every merchant agent finished; `buyable` when at least one merchant can take an order. */
  | { type: 'AGENTS_DONE'; buyable: boolean }
  | { type: 'PERFORM_STARTED' }
  /** Payment was refused before any order was placed: the shopper may try again. */
  | { type: 'PAYMENT_DECLINED' }
  /** Every placement finished; `placed` is how many merchants took their order. */
  | { type: 'PLACEMENTS_DONE'; placed: number };

/** The status after `event`, or null when the event is not allowed in `status`. */
export function nextCheckoutStatus(status: CheckoutStatus, event: CheckoutEvent): CheckoutStatus | null {
  switch (event.type) {
    case 'AGENTS_DONE':
      return status === 'INITIATED' ? (event.buyable ? 'INITIATE_COMPLETE' : 'FAILED') : null;
    case 'PERFORM_STARTED':
      return status === 'INITIATE_COMPLETE' ? 'PERFORM' : null;
    case 'PAYMENT_DECLINED':
      return status === 'PERFORM' ? 'INITIATE_COMPLETE' : null;
    case 'PLACEMENTS_DONE':
      return status === 'PERFORM' ? (event.placed > 0 ? 'PERFORM_COMPLETE' : 'PERFORM_FAILED') : null;
  }
}

/** No event leaves these. */
export function isFinalCheckoutStatus(status: CheckoutStatus): boolean {
  return status === 'FAILED' || status === 'PERFORM_COMPLETE' || status === 'PERFORM_FAILED';
}
