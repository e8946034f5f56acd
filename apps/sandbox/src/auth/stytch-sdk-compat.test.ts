import * as stytch from 'stytch';
import { signJwt } from './jwt';
import { SESSION_CLAIM } from './sessions';
import { loadSigningKey } from './signing-key';
import { startSandbox, type Harness } from '../test-support/sandbox-harness';
import { useSandbox } from '../test-support/use-sandbox';

const FOREIGN_PROJECT = 'project-test-99999999-9999-4999-8999-999999999999';

function decodePayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
}

/** The real SDK, pointed at the sandbox exactly as the storefront and API configure it. */
function sdkClient(h: Harness): stytch.Client {
  return new stytch.Client({ project_id: h.env.STYTCH_PROJECT_ID, secret: h.env.STYTCH_SECRET, env: `${h.url}/` });
}

describe('the stytch Node SDK against the sandbox', () => {
  const h = useSandbox();
  let client: stytch.Client;

  beforeAll(() => {
    // The SDK warns on every client about a custom base URL; that is expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => {
    jest.restoreAllMocks();
  });
  beforeEach(() => {
    client = sdkClient(h);
  });

  async function signIn(email = 'shopper@example.com') {
    const sent = await client.otps.email.loginOrCreate({
      email,
      expiration_minutes: 5,
      login_template_id: 'kori_login_fi',
      signup_template_id: 'kori_signup_fi',
      locale: 'fi',
    });
    const mail = await (await fetch(`${h.url}/mailbox/api?to=${encodeURIComponent(email)}`)).json();
    const authenticated = await client.otps.authenticate({ method_id: sent.email_id, code: mail.messages[0].code, session_duration_minutes: 43200 });
    return { sent, authenticated };
  }

  it('runs login_or_create and authenticate through the SDK', async () => {
    const { sent, authenticated } = await signIn();
    expect(sent).toMatchObject({ status_code: 200, user_created: true });
    expect(authenticated.user_id).toBe(sent.user_id);
    expect(authenticated.user.emails[0]?.email).toBe('shopper@example.com');
    expect(authenticated.session?.user_id).toBe(sent.user_id);
  });

  it('issues JWTs with the claims Stytch issues', async () => {
    const { authenticated } = await signIn();
    const header = JSON.parse(Buffer.from(authenticated.session_jwt.split('.')[0]!, 'base64url').toString('utf8'));
    const jwks = await client.sessions.getJWKS({ project_id: h.env.STYTCH_PROJECT_ID });
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: jwks.keys[0]?.kid });

    const claims = decodePayload(authenticated.session_jwt);
    expect(claims).toMatchObject({
      iss: `stytch.com/${h.env.STYTCH_PROJECT_ID}`,
      aud: [h.env.STYTCH_PROJECT_ID],
      sub: authenticated.user_id,
    });
    expect(claims['nbf']).toBe(claims['iat']);
    expect(Number(claims['exp']) - Number(claims['iat'])).toBe(300);
    expect(claims[SESSION_CLAIM]).toMatchObject({
      id: authenticated.session?.session_id,
      started_at: authenticated.session?.started_at,
      last_accessed_at: authenticated.session?.last_accessed_at,
      expires_at: authenticated.session?.expires_at,
      attributes: { ip_address: '', user_agent: '' },
      authentication_factors: [
        { type: 'otp', delivery_method: 'email', email_factor: { email_id: authenticated.method_id, email_address: 'shopper@example.com' } },
      ],
    });
  });

  it('passes the SDK local JWT verification (authenticateJwtLocal)', async () => {
    const { authenticated } = await signIn();
    const session = await client.sessions.authenticateJwtLocal({ session_jwt: authenticated.session_jwt });
    expect(session.session_id).toBe(authenticated.session?.session_id);
    expect(session.user_id).toBe(authenticated.user_id);
    expect(session.expires_at).toBe(new Date(authenticated.session!.expires_at!).toISOString());
    expect(session.authentication_factors[0]?.email_factor?.email_address).toBe('shopper@example.com');
  });

  it('passes the SDK remote verification by JWT and by token', async () => {
    const { authenticated } = await signIn();
    const byJwt = await client.sessions.authenticate({ session_jwt: authenticated.session_jwt });
    expect(byJwt.session.session_id).toBe(authenticated.session?.session_id);
    const byToken = await client.sessions.authenticate({ session_token: authenticated.session_token, session_duration_minutes: 43200 });
    expect(byToken.user.user_id).toBe(authenticated.user_id);
    const refreshed = await client.sessions.authenticateJwtLocal({ session_jwt: byToken.session_jwt });
    expect(refreshed.session_id).toBe(authenticated.session?.session_id);
  });

  it('lets the SDK refuse a JWT after its 5-minute lifetime', async () => {
    const { authenticated } = await signIn();
    const later = new Date(Date.now() + 6 * 60_000);
    await expect(client.sessions.authenticateJwtLocal({ session_jwt: authenticated.session_jwt, current_date: later })).rejects.toMatchObject({
      code: 'jwt_invalid',
    });
  });

  it('lets the SDK refuse a tampered JWT, locally and remotely', async () => {
    const { authenticated } = await signIn();
    const [header, , signature] = authenticated.session_jwt.split('.');
    const claims = decodePayload(authenticated.session_jwt);
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'user-test-someone-else' })).toString('base64url')}.${signature}`;
    await expect(client.sessions.authenticateJwtLocal({ session_jwt: tampered })).rejects.toMatchObject({ code: 'jwt_invalid' });
    await expect(client.sessions.authenticate({ session_jwt: tampered })).rejects.toMatchObject({
      status_code: 404,
      error_type: 'session_not_found',
    });
  });

  it('lets the SDK refuse a JWT signed for another project', async () => {
    const other = await startSandbox({ projectId: FOREIGN_PROJECT, secret: 'secret-test-other' });
    try {
      const foreignClient = sdkClient(other);
      const sent = await foreignClient.otps.email.loginOrCreate({ email: 'x@example.com' });
      const mail = await (await fetch(`${other.url}/mailbox/api`)).json();
      const foreign = await foreignClient.otps.authenticate({ method_id: sent.email_id, code: mail.messages[0].code, session_duration_minutes: 60 });
      await expect(client.sessions.authenticateJwtLocal({ session_jwt: foreign.session_jwt })).rejects.toMatchObject({ code: 'jwt_invalid' });
      await expect(client.sessions.authenticate({ session_jwt: foreign.session_jwt })).rejects.toMatchObject({ error_type: 'session_not_found' });
    } finally {
      await other.close();
    }

    // Signed with this sandbox's own key but naming another project: issuer and audience must still fail.
    const { authenticated } = await signIn();
    const claims = decodePayload(authenticated.session_jwt);
    const key = loadSigningKey(h.sandbox.store.state.signingKey!);
    const otherProject = signJwt(key, { ...claims, aud: [FOREIGN_PROJECT], iss: `stytch.com/${FOREIGN_PROJECT}` });
    await expect(client.sessions.authenticateJwtLocal({ session_jwt: otherProject })).rejects.toMatchObject({ code: 'jwt_invalid' });
    await expect(client.sessions.authenticate({ session_jwt: otherProject })).rejects.toMatchObject({ error_type: 'session_not_found' });
    // The same claims for this project do verify, so the refusal above is about the project alone.
    const sameProject = signJwt(key, claims);
    await expect(client.sessions.authenticateJwtLocal({ session_jwt: sameProject })).resolves.toMatchObject({ user_id: authenticated.user_id });
  });

  it('surfaces sandbox errors as the SDK StytchError with error_type', async () => {
    const sent = await client.otps.email.loginOrCreate({ email: 'shopper@example.com' });
    const error = await client.otps.authenticate({ method_id: sent.email_id, code: '12345x', session_duration_minutes: 60 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(stytch.StytchError);
    expect(error).toMatchObject({ status_code: 404, error_type: 'otp_code_not_found', request_id: expect.stringMatching(/^request-id-test-/) });

    const wrongSecret = new stytch.Client({ project_id: h.env.STYTCH_PROJECT_ID, secret: 'secret-test-wrong', env: `${h.url}/` });
    await expect(wrongSecret.users.get({ user_id: sent.user_id })).rejects.toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });

    const revokeError = await client.sessions.revoke({ session_id: 'session-test-unknown' }).catch((e: unknown) => e);
    expect(revokeError).toBeInstanceOf(stytch.StytchError);
    expect(revokeError).toMatchObject({ error_type: 'session_not_found' });
  });
});
