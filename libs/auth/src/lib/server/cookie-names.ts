/** SPEC 9 cookie names. Both session cookies are HttpOnly: page scripts never see the tokens. */
export const SESSION_COOKIE = 'stytch_session';
export const SESSION_JWT_COOKIE = 'stytch_session_jwt';
/** The login in progress between "code sent" and "code verified" (e-mail and method id). */
export const INTERMEDIATE_SESSION_COOKIE = 'stytch_intermediate_session';

/** SPEC 9: the intermediate session cookie lives 10 minutes (a code itself expires after 5). */
export const INTERMEDIATE_SESSION_MAX_AGE_SECONDS = 10 * 60;
/** SPEC 9: login sessions last 43200 minutes (30 days). */
export const SESSION_DURATION_MINUTES = 43_200;
/** SPEC 9: one-time codes expire after 5 minutes. */
export const OTP_EXPIRATION_MINUTES = 5;
