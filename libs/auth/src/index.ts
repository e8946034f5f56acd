// Public, browser-safe entry of the auth feature: the login overlay, session upkeep, account pages.
export { AuthRoot } from './lib/auth-root';
export { LoginOverlay, SUCCESS_CLOSE_DELAY_MS, MOBILE_LOGIN_DESTINATION } from './lib/login/login-overlay';
export { loginClientAction } from './lib/login/login-client-action';
export { AccountLink } from './lib/account/account-link';
export {
  hasSessionAtom,
  authUserAtom,
  isLoggedInAtom,
  sessionConfirmedAtom,
  eligibleForFTBAtom,
  signedOutAtom,
} from './lib/session/auth-atoms';
export {
  currentUserAtom,
  latestDeliveryAddressAtom,
  type CurrentUser,
  type LatestDeliveryAddress,
} from './lib/user/current-user-atoms';
export { useSessionRefresh } from './lib/session/use-session-refresh';
export {
  refreshBackoffDelay,
  SESSION_REFRESH_INTERVAL_MS,
  REFRESH_BACKOFF_BASE_MS,
  REFRESH_BACKOFF_MAX_EXPONENT,
  REFRESH_BACKOFF_JITTER_MS,
} from './lib/session/refresh-schedule';
export type { SessionRefreshResult } from './lib/session/session-refresh-result';
export { loginReducer, INITIAL_LOGIN_STATE, type LoginState, type LoginEvent } from './lib/login/login-machine';
export { CODE_LENGTH, shouldAutoSubmitCode, canSubmitCode, normalizeCode } from './lib/login/code-input-rules';
export {
  LOGIN_ACTION_PATH,
  LOGOUT_ACTION_PATH,
  SESSION_REFRESH_PATH,
  type LoginActionData,
  type LoginIntent,
} from './lib/login/login-action-data';
export { loginHref } from './lib/navigation/login-params';
export type { AuthRootData, AuthUser, PendingLogin } from './lib/auth-types';
export { authStylesheetHref } from './lib/stylesheet';
