import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestSessionIssuer } from '../testing';
import { createSessionJwtVerifier } from './session-jwt-verifier';

const issuer = createTestSessionIssuer();
const verifier = createSessionJwtVerifier({ projectId: issuer.projectId, baseUrl: 'http://127.0.0.1:9/', keys: issuer.keys });

describe('createSessionJwtVerifier', () => {
  it('accepts the provider’s token and reads user, session, e-mail and the session’s end', async () => {
    const sessionExpiresAt = new Date('2030-01-01T00:00:00.000Z');
    const token = issuer.sign({ userId: 'user-test-1', email: 'ada@example.com', sessionId: 'session-1', sessionExpiresAt });
    expect(await verifier.verify(token)).toEqual({
      ok: true,
      session: { userId: 'user-test-1', sessionId: 'session-1', email: 'ada@example.com', expiresAt: sessionExpiresAt },
    });
  });

  it.each([
    ['an expired token', () => issuer.sign({ userId: 'u', expiresIn: -10 })],
    ['a token signed with another key', () => issuer.forge({ userId: 'u' })],
    ['another project’s token', () => issuer.sign({ userId: 'u', projectId: 'project-test-other' })],
    ['an unsigned copy', () => `${issuer.sign({ userId: 'u' }).split('.').slice(0, 2).join('.')}.`],
    ['garbage', () => 'a.b.c'],
  ])('refuses %s as invalid', async (_label, token) => {
    expect(await verifier.verify(token())).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('fetches the JWKS from the provider, and tells an unreachable provider from a bad token', async () => {
    let server: Server | undefined;
    let served = 0;
    try {
      server = await new Promise<Server>((resolve) => {
        const s = createServer((req, res) => {
          if (req.url === `/v1/sessions/jwks/${issuer.projectId}`) {
            served += 1;
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ ...issuer.jwks, request_id: 'req-1', status_code: 200 }));
          } else {
            res.writeHead(404).end();
          }
        });
        s.listen(0, '127.0.0.1', () => resolve(s));
      });
      const { port } = server.address() as AddressInfo;
      const remote = createSessionJwtVerifier({ projectId: issuer.projectId, baseUrl: `http://127.0.0.1:${port}/` });
      expect(await remote.verify(issuer.sign({ userId: 'user-test-2' }))).toMatchObject({ ok: true, session: { userId: 'user-test-2', email: null } });
      expect(await remote.verify(issuer.sign({ userId: 'user-test-3' }))).toMatchObject({ ok: true });
      // Cached: one fetch for both.
      expect(served).toBe(1);
    } finally {
      await new Promise((resolve) => server?.close(resolve));
    }
    const unreachable = createSessionJwtVerifier({ projectId: issuer.projectId, baseUrl: 'http://127.0.0.1:9/' });
    expect(await unreachable.verify(issuer.sign({ userId: 'user-test-4' }))).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
