import { useSandbox } from '../test-support/use-sandbox';

const MINUTE = 60_000;

describe('sessions', () => {
  const h = useSandbox();

  async function signIn(email = 'a@example.com', minutes = 60) {
    const { methodId, code } = await h.requestCode(email);
    const response = await h.api('POST', '/v1/otps/authenticate', { method_id: methodId, code, session_duration_minutes: minutes });
    expect(response.status).toBe(200);
    return response.body as { session_token: string; session_jwt: string; session: { session_id: string; expires_at: string }; user_id: string };
  }

  it('authenticates by session token and returns a fresh JWT for the same session', async () => {
    const signedIn = await signIn();
    h.clock.advance(2000);
    const response = await h.api('POST', '/v1/sessions/authenticate', { session_token: signedIn.session_token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status_code: 200, session_token: signedIn.session_token });
    expect(response.body.session.session_id).toBe(signedIn.session.session_id);
    expect(response.body.user.user_id).toBe(signedIn.user_id);
    expect(response.body.session_jwt).not.toBe(signedIn.session_jwt);
    expect(Date.parse(response.body.session.last_accessed_at)).toBeGreaterThan(Date.parse(response.body.session.started_at));
  });

  it('accepts an expired JWT while its session lives, and extends the session when asked', async () => {
    const signedIn = await signIn('a@example.com', 60);
    h.clock.advance(30 * MINUTE);
    const response = await h.api('POST', '/v1/sessions/authenticate', { session_jwt: signedIn.session_jwt, session_duration_minutes: 43200 });
    expect(response.status).toBe(200);
    expect(Date.parse(response.body.session.expires_at)).toBe(Math.floor((h.clock.now() + 43200 * MINUTE) / 1000) * 1000);
  });

  it('refuses a session once it has expired', async () => {
    const signedIn = await signIn('a@example.com', 60);
    h.clock.advance(60 * MINUTE);
    const response = await h.api('POST', '/v1/sessions/authenticate', { session_token: signedIn.session_token });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
  });

  it('refuses an unknown token and a JWT that is not the sandbox own', async () => {
    expect((await h.api('POST', '/v1/sessions/authenticate', { session_token: 'nope' })).body.error_type).toBe('session_not_found');
    const signedIn = await signIn();
    const [header, payload] = signedIn.session_jwt.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    expect((await h.api('POST', '/v1/sessions/authenticate', { session_jwt: forged })).body.error_type).toBe('session_not_found');
  });

  it('needs a token or a JWT', async () => {
    const response = await h.api('POST', '/v1/sessions/authenticate', {});
    expect(response.status).toBe(400);
    expect(response.body.error_type).toBe('bad_request');
  });

  it.each(['session_id', 'session_token', 'session_jwt'] as const)('revokes by %s', async (field) => {
    const signedIn = await signIn();
    const value = field === 'session_id' ? signedIn.session.session_id : signedIn[field];
    const revoked = await h.api('POST', '/v1/sessions/revoke', { [field]: value });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status_code: 200 });
    expect((await h.api('POST', '/v1/sessions/authenticate', { session_token: signedIn.session_token })).status).toBe(404);
    expect((await h.api('POST', '/v1/sessions/revoke', { [field]: value })).body.error_type).toBe('session_not_found');
  });

  it('revokes only the session it names', async () => {
    const first = await signIn('a@example.com');
    const second = await signIn('b@example.com');
    await h.api('POST', '/v1/sessions/revoke', { session_token: first.session_token });
    expect((await h.api('POST', '/v1/sessions/authenticate', { session_token: second.session_token })).status).toBe(200);
  });

  it('returns the user by id, and user_not_found for an unknown one', async () => {
    const signedIn = await signIn();
    const user = await h.api('GET', `/v1/users/${signedIn.user_id}`);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      status_code: 200,
      user_id: signedIn.user_id,
      status: 'active',
      is_locked: false,
      emails: [{ email: 'a@example.com', verified: true }],
    });
    const missing = await h.api('GET', '/v1/users/user-test-missing');
    expect(missing.status).toBe(404);
    expect(missing.body.error_type).toBe('user_not_found');
  });

  it('answers invalid JSON and unknown endpoints with Stytch-shaped errors', async () => {
    const response = await fetch(`${h.url}/v1/sessions/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${h.env.STYTCH_PROJECT_ID}:${h.env.STYTCH_SECRET}`).toString('base64')}` },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    const unknown = await h.api('POST', '/v1/magic_links/email/login_or_create', { email: 'a@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_type).toBe('route_not_found');
  });
});
