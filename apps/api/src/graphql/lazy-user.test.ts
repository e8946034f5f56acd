import type { SessionVerifier } from '../auth/session-verifier';
import { useTestApi } from '../testing/use-test-api';

const statements: string[] = [];
let verifications = 0;

// Any token is a valid session for this user: the test is about when the API looks, not how it checks.
const sessions: SessionVerifier = {
  async verify() {
    verifications += 1;
    return { userId: 'user-test-lazy-1', sessionId: 'session-test-lazy-1', email: 'lazy@example.com', expiresAt: null };
  },
  async lookupEmail() {
    return null;
  },
};

const t = useTestApi({ sessions, onQuery: (query) => statements.push(query) });

beforeEach(() => {
  statements.length = 0;
  verifications = 0;
});

const readsUsers = () => statements.filter((query) => /\busers\b/.test(query));
const bearer = { authorization: 'Bearer any.session.token' };

describe('the user is resolved only when a field needs it', () => {
  it('answers a catalogue query with a bearer token without verifying it or reading users', async () => {
    const result = await t.graphql<{ categories: { id: string }[] }>('{ categories { id } }', undefined, bearer);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.categories.length).toBeGreaterThan(0);
    expect(verifications).toBe(0);
    expect(readsUsers()).toEqual([]);
  });

  it('reads the user once for a request with several user-only fields', async () => {
    const result = await t.graphql<{ me: { id: string }; again: { email: string } }>(
      'query($region: Region!) { me(region: $region) { id } again: me(region: $region) { email } }',
      { region: 'FI' },
      bearer,
    );
    expect(result.body.data).toEqual({ me: { id: 'user-test-lazy-1' }, again: { email: 'lazy@example.com' } });
    expect(verifications).toBe(1);
    // First sight: one read, one insert.
    expect(readsUsers().filter((query) => /^select/i.test(query))).toHaveLength(1);
  });
});
