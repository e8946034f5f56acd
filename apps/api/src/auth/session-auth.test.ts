import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { queryRows } from '../db/database';
import { startTestApi, type TestApi } from '../testing/start-test-api';

const PROJECT = 'project-test-11111111-1111-4111-8111-111111111111';
const KID = 'jwk-test-1';

let jwks: JWK;
let signingKey: CryptoKey;
let foreignKey: CryptoKey;
let authServer: Server;
const providerUsers = new Map<string, string>();
let t: TestApi;

/** A stand-in for the auth provider: the JWKS the SDK fetches, and user lookups. */
function startAuthProvider(): Promise<Server> {
  const server = createServer((req, res) => {
    const users = /^\/v1\/users\/([^/]+)$/.exec(req.url ?? '');
    if (req.url === `/v1/sessions/jwks/${PROJECT}`) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwks], request_id: 'req-1', status_code: 200 }));
    } else if (users && providerUsers.has(users[1]!)) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ request_id: 'req-2', status_code: 200, user_id: users[1], emails: [{ email_id: 'email-1', email: providerUsers.get(users[1]!), verified: true }] }));
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status_code: 404, error_type: 'not_found', error_message: 'Not found', request_id: 'req-3' }));
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface TokenOptions {
  userId: string;
  email?: string;
  key?: CryptoKey;
  project?: string;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
  sessionId?: string;
}

async function sessionJwt(options: TokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 300;
  const project = options.project ?? PROJECT;
  const issuedAt = Math.min(now, now + expiresIn - 60);
  return new SignJWT({
    'https://stytch.com/session': {
      id: options.sessionId ?? 'session-test-1',
      started_at: new Date(issuedAt * 1000).toISOString(),
      last_accessed_at: new Date(issuedAt * 1000).toISOString(),
      expires_at: new Date((now + 3600) * 1000).toISOString(),
      attributes: { ip_address: '', user_agent: '' },
      authentication_factors: options.email
        ? [{ type: 'otp', delivery_method: 'email', last_authenticated_at: new Date(issuedAt * 1000).toISOString(), email_factor: { email_id: 'email-test-1', email_address: options.email } }]
        : [],
    },
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer(`stytch.com/${project}`)
    .setAudience([project])
    .setSubject(options.userId)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(now + expiresIn)
    .sign(options.key ?? signingKey);
}

/** The same header and claims with `alg: none` and no signature: what a forger sends when a verifier trusts the header. */
function unsignedCopy(token: string): string {
  const [header, payload] = token.split('.');
  const decoded = JSON.parse(Buffer.from(header!, 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${Buffer.from(JSON.stringify({ ...decoded, alg: 'none' })).toString('base64url')}.${payload}.`;
}

const meQuery = 'query Me($region: Region!) { me(region: $region) { id email region referralCode } }';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  foreignKey = (await generateKeyPair('RS256', { extractable: true })).privateKey;
  jwks = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  authServer = await startAuthProvider();
  const { port } = authServer.address() as AddressInfo;
  t = await startTestApi({ env: { STYTCH_PROJECT_ID: PROJECT, STYTCH_SECRET: 'secret-test-api', STYTCH_BASE_URL: `http://127.0.0.1:${port}/` } });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => authServer?.close(resolve));
});

async function userCount(id: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from users where id = ${id}`);
  return row!.n;
}

describe('signed-in requests', () => {
  it('verifies the session JWT locally, creates the user once and answers me, never cached', async () => {
    const userId = 'user-test-aaaaaaaa-0000-4000-8000-000000000001';
    const token = await sessionJwt({ userId, email: 'aino@example.com' });
    const first = await t.graphql<{ me: { id: string; email: string; region: string; referralCode: string } }>(meQuery, { region: 'SE' }, { authorization: `Bearer ${token}` });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.me).toMatchObject({ id: userId, email: 'aino@example.com', region: 'SE' });
    expect(first.body.data?.me.referralCode).toMatch(/^K[0-9A-HJKMNP-TV-Z]{7}$/);
    expect(first.headers.get('cache-control')).toBe('no-store');

    const second = await t.graphql<{ me: { region: string; referralCode: string } }>(meQuery, { region: 'FI' }, { authorization: `Bearer ${token}` });
    // The region is the one the account was created in; the code stays the same.
    expect(second.body.data?.me).toMatchObject({ region: 'SE', referralCode: first.body.data?.me.referralCode });
    expect(await userCount(userId)).toBe(1);
  });

  it('asks the auth provider for the e-mail when the token carries none', async () => {
    const userId = 'user-test-aaaaaaaa-0000-4000-8000-000000000002';
    providerUsers.set(userId, 'bea@example.com');
    const result = await t.graphql<{ me: { email: string } }>(meQuery, { region: 'FI' }, { authorization: `Bearer ${await sessionJwt({ userId })}` });
    expect(result.body.data?.me.email).toBe('bea@example.com');
  });
});

describe('refused tokens', () => {
  const cases: [string, () => Promise<string>][] = [
    ['a forged signature', () => sessionJwt({ userId: 'user-test-forged', email: 'x@example.com', key: foreignKey })],
    ['an expired token', () => sessionJwt({ userId: 'user-test-expired', email: 'x@example.com', expiresIn: -30 })],
    ['another project’s token', () => sessionJwt({ userId: 'user-test-foreign', email: 'x@example.com', project: 'project-test-22222222-2222-4222-8222-222222222222' })],
    ['a token that is not a JWT', async () => 'not-a-jwt'],
    ['an unsigned token (alg none) with valid claims', async () => unsignedCopy(await sessionJwt({ userId: 'user-test-unsigned', email: 'x@example.com' }))],
  ];

  it.each(cases)('%s gives no user: me is UNAUTHENTICATED and no account is made', async (_label, makeToken) => {
    const token = await makeToken();
    const result = await t.graphql(meQuery, { region: 'FI' }, { authorization: `Bearer ${token}` });
    expect(result.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(result.body.data).toEqual({ me: null });
    expect(result.headers.get('cache-control')).toBe('no-store');
    // Only this table's users: on PostgreSQL other suites' users share the database.
    const [row] = await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from users where id in ('user-test-forged', 'user-test-expired', 'user-test-foreign', 'user-test-unsigned')`);
    expect(row!.n).toBe(0);
  });

  it('gives no user without an Authorization header', async () => {
    const result = await t.graphql(meQuery, { region: 'FI' });
    expect(result.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});

describe('user-only fields', () => {
  // FetchUserData as the storefront sends it once the user is initialised.
  const fetchUserData = 'query FetchUserData($region: Region!) { latestDeliveryAddress(region: $region) { city } eligibleForFTB }';
  const codesOf = (errors: { extensions?: Record<string, unknown> }[] | undefined) => (errors ?? []).map((error) => error.extensions?.['code']);

  it('refuses the user data to a request without a verified session', async () => {
    for (const authorization of [undefined, `Bearer ${await sessionJwt({ userId: 'user-test-stranger', key: foreignKey })}`]) {
      const result = await t.graphql(fetchUserData, { region: 'FI' }, authorization ? { authorization } : {});
      expect(codesOf(result.body.errors)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
      expect(result.body.data ?? null).toBeNull();
    }
  });

  it('lets a signed-in user past the session check', async () => {
    const token = await sessionJwt({ userId: 'user-test-aaaaaaaa-0000-4000-8000-000000000003', email: 'cai@example.com' });
    const result = await t.graphql(fetchUserData, { region: 'FI' }, { authorization: `Bearer ${token}` });
    expect(codesOf(result.body.errors)).not.toContain('UNAUTHENTICATED');
    // A new shopper: no checkout yet, so no address and eligible for the first-time-buyer offer.
    expect(result.body.data).toEqual({ latestDeliveryAddress: null, eligibleForFTB: true });
  });
});

describe('revoked sessions', () => {
  const revoke = 'mutation { revokeSession }';

  it('serves nothing of the user to a revoked token, in this process at once', async () => {
    const userId = 'user-test-aaaaaaaa-0000-4000-8000-000000000004';
    const token = await sessionJwt({ userId, email: 'dan@example.com', sessionId: 'session-test-revoked-1' });
    const other = await sessionJwt({ userId, email: 'dan@example.com', sessionId: 'session-test-kept-1' });
    const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
    expect((await t.graphql<{ me: { id: string } }>(meQuery, { region: 'FI' }, bearer(token))).body.data?.me.id).toBe(userId);

    const revoked = await t.graphql<{ revokeSession: boolean }>(revoke, undefined, bearer(token));
    expect(revoked.body).toEqual({ data: { revokeSession: true } });

    const after = await t.graphql(meQuery, { region: 'FI' }, bearer(token));
    expect(after.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(after.body.data).toEqual({ me: null });
    // Revoking again is harmless; the user's other session is untouched.
    expect((await t.graphql(revoke, undefined, bearer(token))).body).toEqual({ data: { revokeSession: true } });
    expect((await t.graphql<{ me: { id: string } }>(meQuery, { region: 'FI' }, bearer(other))).body.data?.me.id).toBe(userId);
    const [row] = await queryRows<{ user_id: string }>(t.db.db, sql`select user_id from revoked_sessions where session_id = 'session-test-revoked-1'`);
    expect(row?.user_id).toBe(userId);
  });

  it('revokes nothing for a forged or missing token', async () => {
    const forged = await sessionJwt({ userId: 'user-test-forged-2', key: foreignKey, sessionId: 'session-test-forged-2' });
    expect((await t.graphql(revoke, undefined, { authorization: `Bearer ${forged}` })).body).toEqual({ data: { revokeSession: false } });
    expect((await t.graphql(revoke)).body).toEqual({ data: { revokeSession: false } });
    const [row] = await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from revoked_sessions where session_id = 'session-test-forged-2'`);
    expect(row?.n).toBe(0);
  });
});
