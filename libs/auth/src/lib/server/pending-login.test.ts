/** @jest-environment node */
import { decodePendingLogin, encodePendingLogin } from './pending-login';

describe('pending login cookie value', () => {
  it('round-trips the e-mail and method id', () => {
    const value = encodePendingLogin({ email: 'åsa@example.com', methodId: 'email-test-1' });
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePendingLogin(value)).toEqual({ email: 'åsa@example.com', methodId: 'email-test-1' });
  });

  it('rejects missing and malformed values', () => {
    expect(decodePendingLogin(undefined)).toBeNull();
    expect(decodePendingLogin('not-base64-json')).toBeNull();
    expect(decodePendingLogin(Buffer.from(JSON.stringify({ email: 'a@b' })).toString('base64url'))).toBeNull();
  });
});
