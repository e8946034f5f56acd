// Server-only entry of the platform layer: route loaders/actions and the storefront server use these; never import from browser code.
export {
  publicUrl,
  requestContext,
  type StorefrontLoadContext,
  type StorefrontRequestContext,
} from './lib/server/request-context.server';
export { LOCAL_INTERNAL_API_SECRET, avardaCheckoutScriptUrl, storefrontEnvSchema, type StorefrontEnv } from './lib/server/storefront-env.server';
export { switchLocaleAction, switchLocaleLoader } from './lib/server/switch-locale.server';
export { isSameOriginRequest, refuseForeignOrigin } from './lib/server/same-origin.server';
export { refuseOtherMethods } from './lib/server/refuse-other-methods.server';
export { readFormFields, type FormFieldsResult } from './lib/server/read-form-fields.server';
export {
  answerFormAction,
  createFormChangeAction,
  defaultFormChangeActionDeps,
  openFormAction,
  runFormChange,
  type FormChange,
  type FormChangeActionDeps,
  type FormParse,
} from './lib/server/form-action.server';
export { jsonResponse, jsonError } from './lib/server/json-response.server';
export { readJsonBody } from './lib/server/read-json-body.server';
export {
  createSessionService,
  defaultSessionServiceDeps,
  sessionService,
  readSessionCredentials,
  readSessionJwt,
  type SessionService,
  type SessionServiceDeps,
  type SessionCheck,
  type SessionCredentials,
} from './lib/session/session-service.server';
export {
  stytchClientFor,
  withProviderTimeout,
  AuthProviderTimeoutError,
  AUTH_PROVIDER_TIMEOUT_MS,
  type StytchAuthClient,
  type StytchConfig,
} from './lib/session/provider-client.server';
export { describeProviderError, destroysSession, providerErrorType, providerErrorStatus } from './lib/session/provider-errors.server';
export {
  authUserOf,
  sessionExpiryOf,
  sessionResponseSchema,
  loginOrCreateResponseSchema,
  type ParsedSessionResponse,
} from './lib/session/provider-responses.server';
export {
  cookieChangesFor,
  setCookieHeadersFor,
  serializeCookieChange,
  appendSetCookies,
  type AuthCookieState,
  type CookieChange,
} from './lib/session/session-cookie-state.server';
export { serverIntl, requestIntl } from './lib/server/server-intl.server';
// What the storefront server's cache policy reads, from their own modules: the browser entry brings styles.
export { PRIVATE_NO_STORE } from './lib/cache/private-no-store';
export { SESSION_COOKIE_NAMES } from './lib/cookies/cookie-names';
export { isAccountPath, LOGIN_QUERY_PARAM } from './lib/navigation/route-paths';
export { defaultSignedInLoaderDeps, signedInLoaderDeps, type SignedInLoaderDeps } from './lib/server/signed-in-loader-deps.server';
export {
  createSignedInPageLoader,
  openSignedInPage,
  signedInPageMeta,
  type SignedInPage,
  type SignedInPageMetaOptions,
} from './lib/server/signed-in-page.server';
export { localeQuery, localeRequest, type LocaleRequest, type LocaleVariables } from './lib/server/locale-request.server';
