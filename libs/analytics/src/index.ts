// Public, browser-safe entry of @kori/analytics: the typed `track` API and the root component running it.
export { track } from './lib/runtime/track';
export { installAnalyticsRuntime } from './lib/runtime/track-call';
export { AnalyticsRoot, type AnalyticsRootProps } from './lib/ui/analytics-root';
export {
  createAnalyticsRuntime,
  MAX_PENDING_EVENTS,
  type AnalyticsRuntime,
  type AnalyticsRuntimeOptions,
  type EventDisposition,
} from './lib/runtime/analytics-runtime';
export {
  buildEvent,
  pageLocationOf,
  PAYMENT_AUTHENTICATION_OUTCOMES,
  type PageViewInput,
  type LoginStatusInput,
  type ItemListInput,
  type ViewItemInput,
  type CartInput,
  type CheckoutInput,
  type ContactInfoInput,
  type ShippingInfoInput,
  type PaymentInfoInput,
  type PurchaseInput,
  type PaymentAuthenticationOutcome,
  type PaymentAuthenticationInput,
  type PriceAlertInput,
  type ReferralCodeInput,
  type AssistantMessageInput,
  type ConsentUpdatedInput,
} from './lib/model/events';
export type { AnalyticsEvent } from './lib/model/analytics-event';
export { toGa4Item, categoryLevels, MAX_CATEGORY_LEVELS, type AnalyticsItemInput, type Ga4Item } from './lib/model/items';
export type { MoneyInput } from './lib/model/money';
export {
  createCollector,
  COLLECTOR_BATCH_SIZE,
  COLLECTOR_FLUSH_INTERVAL_MS,
  COLLECTOR_ENDPOINT,
  type Collector,
  type CollectorOptions,
} from './lib/collector/collector';
export type { CollectedEvent } from './lib/collector/collected-event';
export { createClientIdStore, CLIENT_ID_STORAGE_KEY, type ClientIdStore } from './lib/collector/client-id';
export { pushEventToDataLayer } from './lib/data-layer/push-event';
export { sha256Hex } from './lib/hash/sha256';
export { normalisePhone, normaliseEmail, PHONE_PREFIXES } from './lib/hash/normalise-phone';
export {
  createUserDataHasher,
  HASH_CACHE_MAX_ENTRIES,
  type UserDataHasher,
  type UserDataInput,
  type HashedUserData,
} from './lib/hash/user-data-hasher';
export { LruCache } from './lib/hash/lru-cache';
