import { LOGIN_QUERY_PARAM, RETURN_TO_QUERY_PARAM, routePaths } from '@kori/shell';
import type { AuthUser } from '../auth-types';

/** The login form's fields (plain form posts and fetcher submissions share them). */
export const LOGIN_INTENTS = ['send-code', 'resend-code', 'verify-code', 'change-email'] as const;
export type LoginIntent = (typeof LOGIN_INTENTS)[number];

/** Where the login form posts; a resource route re-exporting `loginAction`. */
export const LOGIN_ACTION_PATH = routePaths.loginAction();
/** Where the sign-out form posts; a resource route re-exporting `logoutAction`. */
export const LOGOUT_ACTION_PATH = routePaths.logoutAction();
/** The background session refresh (POST). */
export const SESSION_REFRESH_PATH = routePaths.sessionRefresh();

/** Query parameters of the page that carry the overlay's state across plain (script-less) form posts. */
export const LOGIN_PARAM = LOGIN_QUERY_PARAM;
export const RETURN_TO_PARAM = RETURN_TO_QUERY_PARAM;
export const LOGIN_EMAIL_PARAM = 'loginEmail';
export const LOGIN_RETRY_PARAM = 'loginRetryMinutes';

/**
 * What the login action answers a script-driven submission: the step the flow is in afterwards.
 * `sessionJwt` is only ever filled for the native app's web view, which hands it to the host.
 */
export type LoginActionData =
  | { step: 'initial'; email: string; retryAfterMinutes: number | null }
  | { step: 'verification'; email: string; methodId: string }
  | { step: 'success'; email: string; user: AuthUser; sessionJwt: string | null };
