import { useSandbox } from '../test-support/use-sandbox';

const MINUTE = 60_000;

describe('one-time codes', () => {
  const h = useSandbox();

  const authenticate = (methodId: string, code: string, extra: Record<string, unknown> = { session_duration_minutes: 43200 }) =>
    h.api('POST', '/v1/otps/authenticate', { method_id: methodId, code, ...extra });

  it('creates the user on the first request and finds it (case-insensitively) on the next', async () => {
    const first = await h.api('POST', '/v1/otps/email/login_or_create', { email: 'Shopper@Example.com', expiration_minutes: 5 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status_code: 200, user_created: true });
    expect(first.body.request_id).toMatch(/^request-id-test-/);
    expect(first.body.user_id).toMatch(/^user-test-/);
    expect(first.body.email_id).toMatch(/^email-test-/);

    const second = await h.api('POST', '/v1/otps/email/login_or_create', { email: 'shopper@example.com' });
    expect(second.body).toMatchObject({ user_created: false, user_id: first.body.user_id, email_id: first.body.email_id });
  });

  it('refuses a malformed e-mail with invalid_email', async () => {
    const response = await h.api('POST', '/v1/otps/email/login_or_create', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status_code: 400, error_type: 'invalid_email' });
  });

  it('refuses a body that misses required fields with bad_request', async () => {
    const response = await h.api('POST', '/v1/otps/authenticate', { code: '123456' });
    expect(response.status).toBe(400);
    expect(response.body.error_type).toBe('bad_request');
    expect(response.body.error_message).toContain('method_id');
  });

  it('sends a 6-digit code that starts a session with the requested duration', async () => {
    const { methodId, userId, code } = await h.requestCode('a@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const response = await authenticate(methodId, code);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status_code: 200, user_id: userId, method_id: methodId, reset_sessions: false });
    expect(response.body.session_token).toMatch(/^[\w-]{40,}$/);
    expect(response.body.session_jwt.split('.')).toHaveLength(3);
    expect(response.body.user.emails).toEqual([{ email_id: methodId, email: 'a@example.com', verified: true }]);
    expect(Date.parse(response.body.session.expires_at)).toBe(Math.floor((h.clock.now() + 43200 * MINUTE) / 1000) * 1000);
    expect(response.body.session.authentication_factors[0]).toMatchObject({
      type: 'otp',
      delivery_method: 'email',
      email_factor: { email_id: methodId, email_address: 'a@example.com' },
    });
  });

  it('starts no session when no session_duration_minutes is given, as Stytch does', async () => {
    const { methodId, code } = await h.requestCode('a@example.com');
    const response = await authenticate(methodId, code, {});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ session_token: '', session_jwt: '', session: null });
  });

  it('uses a code only once', async () => {
    const { methodId, code } = await h.requestCode('a@example.com');
    expect((await authenticate(methodId, code)).status).toBe(200);
    const reuse = await authenticate(methodId, code);
    expect(reuse.status).toBe(404);
    expect(reuse.body.error_type).toBe('otp_code_not_found');
  });

  it('accepts a code until 5 minutes have passed and refuses it from then on', async () => {
    const early = await h.requestCode('early@example.com');
    h.clock.advance(5 * MINUTE - 1000);
    expect((await authenticate(early.methodId, early.code)).status).toBe(200);

    const late = await h.requestCode('late@example.com');
    h.clock.advance(5 * MINUTE);
    const response = await authenticate(late.methodId, late.code);
    expect(response.status).toBe(404);
    expect(response.body.error_type).toBe('otp_code_not_found');
  });

  it('honours the request expiration_minutes', async () => {
    const { methodId, code } = await h.requestCode('a@example.com', { expiration_minutes: 2 });
    h.clock.advance(2 * MINUTE);
    expect((await authenticate(methodId, code)).status).toBe(404);
  });

  it('replaces an unused code with the newer one', async () => {
    const first = await h.requestCode('a@example.com');
    let second = await h.requestCode('a@example.com');
    while (second.code === first.code) second = await h.requestCode('a@example.com');
    expect((await authenticate(first.methodId, first.code)).status).toBe(404);
    expect((await authenticate(second.methodId, second.code)).status).toBe(200);
  });

  it('locks the method id for an hour after 10 wrong codes, then lets it start over', async () => {
    const { methodId, userId, code } = await h.requestCode('a@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await authenticate(methodId, wrong);
      expect(response.body.error_type).toBe('otp_code_not_found');
    }

    const locked = await authenticate(methodId, code);
    expect(locked.status).toBe(429);
    expect(locked.body.error_type).toBe('too_many_requests');
    const resend = await h.api('POST', '/v1/otps/email/login_or_create', { email: 'a@example.com' });
    expect(resend.status).toBe(429);
    const user = await h.api('GET', `/v1/users/${userId}`);
    expect(user.body).toMatchObject({ is_locked: true });

    h.clock.advance(60 * 60_000 - 1000);
    expect((await h.api('POST', '/v1/otps/email/login_or_create', { email: 'a@example.com' })).status).toBe(429);

    h.clock.advance(1000);
    const fresh = await h.requestCode('a@example.com');
    expect((await authenticate(fresh.methodId, fresh.code)).status).toBe(200);
    expect((await h.api('GET', `/v1/users/${userId}`)).body.is_locked).toBe(false);
  });

  it('forgets wrong attempts once a correct code is used', async () => {
    const { methodId, code } = await h.requestCode('a@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 9; attempt += 1) await authenticate(methodId, wrong);
    expect((await authenticate(methodId, code)).status).toBe(200);

    const next = await h.requestCode('a@example.com');
    for (let attempt = 1; attempt <= 9; attempt += 1) await authenticate(next.methodId, wrong === next.code ? '222222' : wrong);
    expect((await authenticate(next.methodId, next.code)).status).toBe(200);
  });
});
