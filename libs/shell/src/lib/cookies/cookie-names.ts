/** The session cookies. Both are HttpOnly: page scripts never see the tokens. */
export const SESSION_COOKIE = 'stytch_session';
export const SESSION_JWT_COOKIE = 'stytch_session_jwt';
/** The login in progress between "code sent" and "code verified" (e-mail and method id). */
export const INTERMEDIATE_SESSION_COOKIE = 'stytch_intermediate_session';

/** Every cookie that carries sign-in state; none of them is readable or writable through the cookie API. */
export const SESSION_COOKIE_NAMES: readonly string[] = [SESSION_COOKIE, SESSION_JWT_COOKIE, INTERMEDIATE_SESSION_COOKIE];

/** The intermediate session cookie lives 10 minutes (a code itself expires after 5). */
export const INTERMEDIATE_SESSION_MAX_AGE_SECONDS = 10 * 60;
/** Login sessions last 43200 minutes (30 days). */
export const SESSION_DURATION_MINUTES = 43_200;
