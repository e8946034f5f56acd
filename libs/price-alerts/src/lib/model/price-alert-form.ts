/** The resource route every price-alert form posts to. */
export const PRICE_ALERT_ACTION_PATH = '/price-alerts';
/** Any page with `?price-alert-to-delete=ID` deletes that alert (the link in the alert's e-mail). */
export const PRICE_ALERT_DELETE_PARAM = 'price-alert-to-delete';
/** Where a plain form post leaves its outcome (and the alert awaiting its code). */
export const PRICE_ALERT_OUTCOME_PARAM = 'price-alert';
export const PRICE_ALERT_PENDING_PARAM = 'price-alert-pending';
export const MY_PRICE_ALERTS_PATH = '/my/price-alerts';

export const PRICE_ALERT_OUTCOMES = ['created', 'code-sent', 'confirmed', 'deleted', 'delete-failed', 'invalid', 'invalid-code', 'failed'] as const;
export type PriceAlertOutcome = (typeof PRICE_ALERT_OUTCOMES)[number];
export type PriceAlertIntent = 'create' | 'confirm' | 'delete';

export interface PriceAlertActionData {
  intent: PriceAlertIntent | null;
  outcome: PriceAlertOutcome;
  /** The alert the outcome is about (the one awaiting its code after `code-sent`). */
  alertId: string | null;
}

export function isPriceAlertOutcome(value: unknown): value is PriceAlertOutcome {
  return typeof value === 'string' && (PRICE_ALERT_OUTCOMES as readonly string[]).includes(value);
}

/** Alert ids are UUIDs; anything else in the address is ignored. */
export const ALERT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
