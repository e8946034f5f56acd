/** @jest-environment node */
import { createIntl } from '@formatjs/intl';
import { createFakeStytch, createTestLoadContext, getRequest } from '../../testing';
import { createSessionService } from '../session/session-service.server';
import { createSignedInPageLoader, openSignedInPage, signedInPageMeta } from './signed-in-page.server';
import { signedInLoaderDeps } from './signed-in-loader-deps.server';

const intl = createIntl({
  locale: 'en-FI',
  messages: { 'shell.siteName': 'Kori', 'page.title': 'Order {orderNumber}', 'page.description': 'One of your orders' },
});

function setup() {
  const fake = createFakeStytch();
  const deps = signedInLoaderDeps({
    session: createSessionService({ stytch: () => fake.client, jwtVerifier: () => fake.jwtVerifier }),
    intl: () => intl,
  });
  return { fake, deps, context: createTestLoadContext() };
}

describe('openSignedInPage', () => {
  it('sends a signed-out visitor to the login overlay that returns to the page', async () => {
    const { deps, context } = setup();
    const thrown = await openSignedInPage(deps, { request: getRequest('http://127.0.0.1:3000/my/page'), context }).catch((response: unknown) => response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/?login=1&returnTo=/my/page');
  });

  it('gives the shopper, the session token, the formatter and never-cached headers', async () => {
    const { fake, deps, context } = setup();
    const { sessionToken } = fake.createSession('ada@example.com');
    const request = new Request('http://127.0.0.1:3000/my/page', { headers: { cookie: `stytch_session=${sessionToken}` } });
    const page = await openSignedInPage(deps, { request, context });
    expect(page.user.email).toBe('ada@example.com');
    expect(page.sessionJwt).toEqual(expect.any(String));
    expect(page.sessionJwt.length).toBeGreaterThan(0);
    expect(page.intl).toBe(intl);
    expect(page.ctx).toBe(deps.requestContext(context));
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('createSignedInPageLoader', () => {
  it('answers with what the page loads for the signed-in shopper, from the request it was given', async () => {
    const fake = createFakeStytch();
    const { sessionToken } = fake.createSession('ada@example.com');
    const loader = createSignedInPageLoader(
      { session: createSessionService({ stytch: () => fake.client, jwtVerifier: () => fake.jwtVerifier }), intl: () => intl },
      async (page, { request }) => ({ email: page.user.email, path: new URL(request.url).pathname }),
    );
    const request = new Request('http://127.0.0.1:3000/my/page', { headers: { cookie: `stytch_session=${sessionToken}` } });
    await expect(loader({ request, context: createTestLoadContext(), params: {} })).resolves.toEqual({ email: 'ada@example.com', path: '/my/page' });
  });

  it('never loads for a signed-out visitor', async () => {
    const load = jest.fn();
    const loader = createSignedInPageLoader({}, load);
    const thrown = await loader({ request: getRequest('http://127.0.0.1:3000/my/page'), context: createTestLoadContext(), params: {} }).catch((response: unknown) => response);
    expect((thrown as Response).status).toBe(302);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('signedInPageMeta', () => {
  it("names the page and the site, describes it and keeps it out of search indexes", () => {
    expect(signedInPageMeta(intl, { titleKey: 'page.title', descriptionKey: 'page.description', values: { orderNumber: 'K-1' } })).toEqual({
      title: 'Order K-1 | Kori',
      description: 'One of your orders',
      noindex: true,
    });
  });
});
