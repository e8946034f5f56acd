import { isUnrecoverableSessionError } from './session-errors';

describe('isUnrecoverableSessionError', () => {
  it.each(['unauthorized_credentials', 'user_unauthenticated', 'invalid_secret_authentication', 'session_not_found'])(
    '%s destroys the session',
    (type) => {
      expect(isUnrecoverableSessionError(type)).toBe(true);
    },
  );

  it.each(['internal_server_error', 'too_many_requests', 'otp_code_not_found', 'network_error', '', undefined, 42])(
    '%p is transient',
    (type) => {
      expect(isUnrecoverableSessionError(type)).toBe(false);
    },
  );
});
