import { isUnrecoverableSessionError } from './session-errors';

/** The error_type of an auth-provider error (the SDK's StytchError shape), or null for anything else. */
export function providerErrorType(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const type = (error as { error_type?: unknown }).error_type;
  return typeof type === 'string' ? type : null;
}

/** The provider's HTTP status for its errors; null for network failures and unparsable answers. */
export function providerErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status_code?: unknown }).status_code;
  return typeof status === 'number' ? status : null;
}

/** True only for the unrecoverable types; network failures, 5xx and every other type are transient. */
export function destroysSession(error: unknown): boolean {
  return isUnrecoverableSessionError(providerErrorType(error));
}

/** A short, token-free description for logs. */
export function describeProviderError(error: unknown): Record<string, unknown> {
  return {
    errorType: providerErrorType(error),
    status: providerErrorStatus(error),
    message: error instanceof Error ? error.message : String(error),
  };
}
