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

const minutes = (count: number): StorageLifetime => ({ unit: 'minutes', count });
const days = (count: number): StorageLifetime => ({ unit: 'days', count });
const years = (count: number): StorageLifetime => ({ unit: 'years', count });
const UNTIL_CLEARED: StorageLifetime = { unit: 'untilCleared' };

type EntryOptions = Pick<StorageEntry, 'category' | 'planned'>;

function entry(kind: StorageKind, name: string, purposeKey: StorageEntry['purposeKey'], lifetime: StorageLifetime, options: Partial<EntryOptions>): StorageEntry {
  return { name, kind, purposeKey, lifetime, category: 'necessary', ...options };
}

const cookie = (name: string, purposeKey: StorageEntry['purposeKey'], lifetime: StorageLifetime, options: Partial<EntryOptions> = {}) =>
  entry('cookie', name, purposeKey, lifetime, options);
const localItem = (name: string, purposeKey: StorageEntry['purposeKey'], lifetime: StorageLifetime, options: Partial<EntryOptions> = {}) =>
  entry('localStorage', name, purposeKey, lifetime, options);

/**
 * Every cookie and local-storage key the shop sets in a shopper's browser. The privacy statement lists
 * exactly these, and a test walks the source so that no code uses a name missing here. The names stay
 * defined where their features use them; this list repeats them and the test keeps both in step.
 * Entries are `necessary` unless they say otherwise.
 */
export const STORAGE_REGISTRY: readonly StorageEntry[] = Object.freeze([
  cookie('stytch_session', 'storage.purpose.session', days(30)),
  cookie('stytch_session_jwt', 'storage.purpose.sessionJwt', days(30)),
  cookie('stytch_intermediate_session', 'storage.purpose.intermediateSession', minutes(10)),
  cookie('consent-levels', 'storage.purpose.consentLevels', years(2)),
  cookie('cart-id', 'storage.purpose.cartId', days(30)),
  cookie('locale', 'storage.purpose.locale', years(1)),
  cookie('campaign-banner-hidden', 'storage.purpose.campaignBannerHidden', days(30)),
  cookie('kori_cid', 'storage.purpose.clickClientId', years(1), { category: 'statistics' }),
  localItem('checkout-shipping', 'storage.purpose.checkoutShipping', UNTIL_CLEARED),
  localItem('used-coupon-codes', 'storage.purpose.usedCouponCodes', UNTIL_CLEARED),
  localItem('last-used-coupon-code', 'storage.purpose.lastUsedCouponCode', UNTIL_CLEARED),
  localItem('current-campaign', 'storage.purpose.currentCampaign', days(7)),
  localItem('feature-flags', 'storage.purpose.featureFlags', UNTIL_CLEARED),
  localItem('kori-analytics-client-id', 'storage.purpose.analyticsClientId', UNTIL_CLEARED, { category: 'statistics' }),
]);

/** The registry's entries of one kind, in the registry's order. */
export function storageEntries(kind: StorageKind): StorageEntry[] {
  return STORAGE_REGISTRY.filter((entry) => entry.kind === kind);
}
