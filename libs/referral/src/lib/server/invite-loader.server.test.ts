/** @jest-environment node */
import { createIntl } from '@formatjs/intl';
import type { GraphQLRequester } from '@kori/graphql-schema/server';
import { createSessionService, storefrontEnvSchema } from '@kori/shell/server';
import { asDataResult, createFakeStytch, createTestLoadContext, getRequest } from '@kori/shell/testing';
import type { InviteData } from '../pages/invite-data';
import { createInviteLoader } from './invite-loader.server';

const BASE = 'http://127.0.0.1:3000';

function setup(answer: () => unknown) {
  const fake = createFakeStytch();
  const calls: Record<string, unknown>[] = [];
  const graphql: GraphQLRequester = {
    request: (async (_document: unknown, variables: Record<string, unknown>) => {
      calls.push(variables);
      return answer();
    }) as GraphQLRequester['request'],
  };
  const loader = createInviteLoader({
    session: createSessionService({ stytch: () => fake.client, jwtVerifier: () => fake.jwtVerifier }),
    intl: () =>
      createIntl({ locale: 'en-FI', messages: { 'shell.siteName': 'Kori', 'referral.invite.title': 'Invite a friend', 'referral.invite.description': 'Share your code' } }),
  });
  const context = createTestLoadContext({
    graphql,
    region: 'SE',
    // The link is on the configured origin, never the request's host.
    publicOrigin: 'https://kori.example',
    env: storefrontEnvSchema.parse({ NODE_ENV: 'development' }),
  });
  return { fake, loader, context, calls };
}

describe('invite-a-friend loader', () => {
  it('sends a signed-out shopper to the login overlay that returns to the page', async () => {
    const { loader, context, calls } = setup(() => ({ me: null }));
    const thrown = await loader({ request: getRequest(`${BASE}/invite-a-friend`), context, params: {} }).catch((response: unknown) => response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/?login=1&returnTo=/invite-a-friend');
    expect(calls).toEqual([]);
  });

  it("gives a signed-in shopper their code and a share link on the shop's own origin, never cached", async () => {
    const { fake, loader, context, calls } = setup(() => ({ me: { id: 'u-1', referralCode: 'KABC1234' } }));
    const { sessionToken } = fake.createSession('ada@example.com');
    const request = new Request(`${BASE}/invite-a-friend`, { headers: { cookie: `stytch_session=${sessionToken}`, host: 'evil.example' } });
    const result = asDataResult<InviteData>(await loader({ request, context, params: {} }));
    expect(result.data).toEqual({
      meta: { title: 'Invite a friend | Kori', description: 'Share your code', noindex: true },
      referralCode: 'KABC1234',
      shareUrl: 'https://kori.example/?setUsedCoupon=KABC1234',
      unavailable: false,
    });
    expect(calls).toEqual([{ region: 'SE' }]);
    expect(result.init?.headers?.get('cache-control')).toBe('private, no-store');
  });

  it('says so when the API cannot be reached', async () => {
    const { fake, loader, context } = setup(() => {
      throw new Error('ECONNREFUSED');
    });
    const { sessionToken } = fake.createSession('ada@example.com');
    const result = asDataResult<InviteData>(await loader({ request: getRequest(`${BASE}/invite-a-friend`, `stytch_session=${sessionToken}`), context, params: {} }));
    expect(result.init?.status).toBe(503);
    expect(result.data).toMatchObject({ referralCode: null, shareUrl: null, unavailable: true });
  });
});
