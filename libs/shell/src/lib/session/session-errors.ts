/**
 * Only these auth-provider error types mean the session is gone for good; the session is then
 * destroyed and the shopper treated as logged out. Anything else (a network failure, a 5xx, a rate
 * limit) is transient: the shopper stays signed in and the refresh is retried.
 */
export const UNRECOVERABLE_SESSION_ERROR_TYPES = [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
] as const;

export type UnrecoverableSessionErrorType = (typeof UNRECOVERABLE_SESSION_ERROR_TYPES)[number];

export function isUnrecoverableSessionError(errorType: unknown): errorType is UnrecoverableSessionErrorType {
  return typeof errorType === 'string' && (UNRECOVERABLE_SESSION_ERROR_TYPES as readonly string[]).includes(errorType);
}
