/**
 * Error types the sandbox answers with, shaped as Stytch's error bodies
 * ({ status_code, request_id, error_type, error_message, error_url }) so the SDK raises its own
 * StytchError with `error_type` set. README.md lists when each one is returned.
 */
export const STYTCH_ERRORS = {
  bad_request: { status: 400, message: 'The request body is missing a required field or has a field of the wrong type.' },
  invalid_email: { status: 400, message: 'Email format is invalid.' },
  unauthorized_credentials: { status: 401, message: 'Unauthorized credentials.' },
  otp_code_not_found: { status: 404, message: 'The OTP code could not be found, has expired or was already used.' },
  session_not_found: { status: 404, message: 'Session could not be found.' },
  user_not_found: { status: 404, message: 'User could not be found.' },
  project_not_found: { status: 404, message: 'Project could not be found.' },
  route_not_found: { status: 404, message: 'The sandbox does not implement this endpoint.' },
  too_many_requests: { status: 429, message: 'Too many requests have been made.' },
  internal_server_error: { status: 500, message: 'The sandbox failed to handle this request.' },
} as const;

export type StytchErrorType = keyof typeof STYTCH_ERRORS;

export interface StytchErrorBody {
  status_code: number;
  request_id: string;
  error_type: StytchErrorType;
  error_message: string;
  error_url: string;
}

/** Thrown by the auth handlers; the auth router's error handler turns it into a Stytch error body. */
export class StytchApiError extends Error {
  readonly status: number;
  constructor(
    readonly errorType: StytchErrorType,
    message?: string,
  ) {
    super(message ?? STYTCH_ERRORS[errorType].message);
    this.name = 'StytchApiError';
    this.status = STYTCH_ERRORS[errorType].status;
  }
}

export function stytchErrorBody(error: StytchApiError, requestId: string): StytchErrorBody {
  return {
    status_code: error.status,
    request_id: requestId,
    error_type: error.errorType,
    error_message: error.message,
    error_url: `https://stytch.com/docs/api/errors/${error.status}#${error.errorType}`,
  };
}
