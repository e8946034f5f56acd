// Public, browser-safe entry of the platform layer: what every feature needs, written once.
// The cookie header codec lives in a util lib so data libs can read cookies too; features take it from here.
export { readCookie, readCookies, serializeSetCookie, type SetCookieAttributes } from '@kori/util-storage';
export {
  SESSION_COOKIE,
  SESSION_JWT_COOKIE,
  INTERMEDIATE_SESSION_COOKIE,
  SESSION_COOKIE_NAMES,
  SESSION_DURATION_MINUTES,
  INTERMEDIATE_SESSION_MAX_AGE_SECONDS,
} from './lib/cookies/cookie-names';
export { PRIVATE_NO_STORE, privateNoStoreHeaders } from './lib/cache/private-no-store';
export { safeRedirectPath, safeRedirectPathWith } from './lib/navigation/safe-redirect-path';
export { pageMetaTags, createPageMeta, type PageMeta, type PageMetaOptions, type AlternateLink } from './lib/page-meta/page-meta';
export { routePaths, isAccountPath, LOGIN_QUERY_PARAM, RETURN_TO_QUERY_PARAM } from './lib/navigation/route-paths';
export { AccountNav } from './lib/navigation/account-nav';
export { AccountPage, type AccountPageProps } from './lib/navigation/account-page';
export type { AuthUser } from './lib/session/auth-user';
export {
  UNRECOVERABLE_SESSION_ERROR_TYPES,
  isUnrecoverableSessionError,
  type UnrecoverableSessionErrorType,
} from './lib/session/session-errors';
export { createStoredAtom, type StoredAtom } from './lib/stored-atom/create-stored-atom';
export { StoredValuesLoader } from './lib/stored-atom/stored-values-loader';
export {
  featureFlagsAtom,
  enableFeatureFlagsAtom,
  disableFeatureFlagAtom,
  FEATURE_FLAGS_STORAGE_KEY,
  type StoredFeatureFlags,
} from './lib/feature-flags/feature-flags-atom';
export { parseFeatureFlagsParam, FEATURE_FLAGS_QUERY_PARAM } from './lib/feature-flags/parse-feature-flags-param';
export { useFeatureFlagsFromQuery } from './lib/feature-flags/use-feature-flags-from-query';
export { useFeatureFlag } from './lib/feature-flags/use-feature-flag';
export {
  pageMetadataOf,
  pageLayoutOf,
  type PageMetadata,
  type PageHandle,
  type PageLayout,
} from './lib/page-view/page-metadata';
export { onPageView, type PageView, type PageViewListener } from './lib/page-view/page-view-listeners';
export { usePageViewReporter } from './lib/page-view/use-page-view-reporter';
export {
  onCommerceEvent,
  reportCommerceEvent,
  type CommerceEvent,
  type CommerceEventInputs,
  type CommerceEventListener,
  type CommerceItem,
  type CommerceMoney,
} from './lib/commerce-events/commerce-event-listeners';
export { loginOverlayAtom } from './lib/login-overlay/login-overlay-atom';
export { ShellStoreProvider, type ShellStore } from './lib/store/shell-store-provider';
export { seoLinks, seoPageMeta, LANG_PARAM, type SeoLinks, type SeoPageMetaOptions } from './lib/seo/seo-links';
