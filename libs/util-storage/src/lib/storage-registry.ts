/** Where a value lives in the shopper's browser. */
export type StorageKind = 'cookie' | 'localStorage';

/** The consent level a value belongs to; only `necessary` is set without the shopper's consent. */
export type ConsentCategory = 'necessary' | 'preferences' | 'statistics' | 'advertising';

/** How long a value is kept: a fixed time, or until the shopper clears their browser data. */
export type StorageLifetime = { unit: 'minutes' | 'days' | 'years'; count: number } | { unit: 'untilCleared' };

export interface StorageEntry {
  /** The cookie name or local-storage key exactly as the code writes it. */
  name: string;
  kind: StorageKind;
  /** Message catalogue key of the shopper-facing purpose (`storage.purpose.*`, all four languages). */
  purposeKey: `storage.purpose.${string}`;
  lifetime: StorageLifetime;
  category: ConsentCategory;
  /**
   * Named in the privacy statement before any code writes it (the coupon and campaign features); a test
   * fails once code uses it, so the flag is dropped when the feature lands.
   */
  planned?: true;
}

/**
 * Every cookie and local-storage key the shop sets in a shopper's browser. The privacy statement lists
 * exactly these, and a test walks the source so that no code uses a name missing here. The names stay
 * defined where their features use them; this list repeats them and the test keeps both in step.
 */
export const STORAGE_REGISTRY: readonly StorageEntry[] = Object.freeze([
  { name: 'stytch_session', kind: 'cookie', purposeKey: 'storage.purpose.session', lifetime: { unit: 'days', count: 30 }, category: 'necessary' },
  { name: 'stytch_session_jwt', kind: 'cookie', purposeKey: 'storage.purpose.sessionJwt', lifetime: { unit: 'days', count: 30 }, category: 'necessary' },
  {
    name: 'stytch_intermediate_session',
    kind: 'cookie',
    purposeKey: 'storage.purpose.intermediateSession',
    lifetime: { unit: 'minutes', count: 10 },
    category: 'necessary',
  },
  { name: 'consent-levels', kind: 'cookie', purposeKey: 'storage.purpose.consentLevels', lifetime: { unit: 'years', count: 2 }, category: 'necessary' },
  { name: 'cart-id', kind: 'cookie', purposeKey: 'storage.purpose.cartId', lifetime: { unit: 'days', count: 30 }, category: 'necessary' },
  { name: 'locale', kind: 'cookie', purposeKey: 'storage.purpose.locale', lifetime: { unit: 'years', count: 1 }, category: 'necessary' },
  { name: 'kori_cid', kind: 'cookie', purposeKey: 'storage.purpose.clickClientId', lifetime: { unit: 'years', count: 1 }, category: 'statistics' },
  { name: 'checkout-shipping', kind: 'localStorage', purposeKey: 'storage.purpose.checkoutShipping', lifetime: { unit: 'untilCleared' }, category: 'necessary' },
  {
    name: 'used-coupon-codes',
    kind: 'localStorage',
    purposeKey: 'storage.purpose.usedCouponCodes',
    lifetime: { unit: 'untilCleared' },
    category: 'necessary',
    planned: true,
  },
  {
    name: 'last-used-coupon-code',
    kind: 'localStorage',
    purposeKey: 'storage.purpose.lastUsedCouponCode',
    lifetime: { unit: 'untilCleared' },
    category: 'necessary',
    planned: true,
  },
  {
    name: 'current-campaign',
    kind: 'localStorage',
    purposeKey: 'storage.purpose.currentCampaign',
    lifetime: { unit: 'days', count: 7 },
    category: 'necessary',
    planned: true,
  },
  { name: 'feature-flags', kind: 'localStorage', purposeKey: 'storage.purpose.featureFlags', lifetime: { unit: 'untilCleared' }, category: 'necessary' },
  {
    name: 'kori-analytics-client-id',
    kind: 'localStorage',
    purposeKey: 'storage.purpose.analyticsClientId',
    lifetime: { unit: 'untilCleared' },
    category: 'statistics',
  },
] satisfies StorageEntry[]);

/** The registry's entries of one kind, in the registry's order. */
export function storageEntries(kind: StorageKind): StorageEntry[] {
  return STORAGE_REGISTRY.filter((entry) => entry.kind === kind);
}
