/** @jest-environment node */
import { createIntl } from '@formatjs/intl';
import type { AppLoadContext } from '@remix-run/node';
import { createSessionService, storefrontEnvSchema } from '@kori/shell/server';
import { asDataResult, createFakeStytch, createTestLoadContext, FakeStytchError, getRequest, setCookies, setCookieValue } from '@kori/shell/testing';
import { createOrdersLoaders } from './orders-loaders.server';

const BASE = 'http://127.0.0.1:3000';


function setup() {
  const fake = createFakeStytch();
  const server = createOrdersLoaders({
    session: createSessionService({ stytch: () => fake.client, jwtVerifier: () => fake.jwtVerifier }),
    intl: () =>
      createIntl({
        locale: 'en-FI',
        messages: {
          'shell.siteName': 'Kori',
          'auth.myOrders.title': 'My orders',
          'auth.orderDetails.title': 'Order details',
          'auth.myOrders.description': 'Your orders at Kori',
        },
      }),
  });
  const context: AppLoadContext = createTestLoadContext({ env: storefrontEnvSchema.parse({ NODE_ENV: 'development' }) });
  return { fake, server, context };
}

const get = (path: string, cookie?: string) => getRequest(BASE + path, cookie);


describe('my orders loaders', () => {
  it('send a signed-out shopper to the login overlay that returns to the page', async () => {
    const { server, context } = setup();
    await expect(server.myOrdersLoader({ request: get('/my/orders'), context, params: {} })).rejects.toMatchObject({
      status: 302,
      headers: expect.any(Headers),
    });
    try {
      await server.myOrdersLoader({ request: get('/my/orders'), context, params: {} });
    } catch (response) {
      expect((response as Response).headers.get('location')).toBe('/?login=1&returnTo=/my/orders');
    }
    try {
      await server.orderDetailsLoader({ request: get('/my/orders/ord-42'), context, params: { orderId: 'ord-42' } });
      throw new Error('expected a redirect');
    } catch (response) {
      expect((response as Response).headers.get('location')).toBe('/?login=1&returnTo=/my/orders/ord-42');
    }
  });

  it('give a signed-in shopper their e-mail and refreshed cookies', async () => {
    const { fake, server, context } = setup();
    const { sessionToken } = fake.createSession('ada@example.com');
    const result = asDataResult(await server.myOrdersLoader({ request: get('/my/orders', `stytch_session=${sessionToken}`), context, params: {} }));
    expect(result.data).toEqual({ meta: { title: 'My orders | Kori', description: 'Your orders at Kori' }, email: 'ada@example.com' });
    expect(setCookieValue(result.init?.headers, 'stytch_session')).toBe(sessionToken);
    expect(result.init?.headers?.get('cache-control')).toBe('private, no-store');
    const details = asDataResult(
      await server.orderDetailsLoader({ request: get('/my/orders/ord-42', `stytch_session=${sessionToken}`), context, params: { orderId: 'ord-42' } }),
    );
    expect(details.data).toEqual({
      meta: { title: 'Order details | Kori', description: 'Your orders at Kori' },
      email: 'ada@example.com',
      orderId: 'ord-42',
    });
  });

  it('clear a destroyed session and send to login; a provider outage is a 503, not a logout', async () => {
    const { fake, server, context } = setup();
    try {
      await server.myOrdersLoader({ request: get('/my/orders', 'stytch_session=gone'), context, params: {} });
      throw new Error('expected a redirect');
    } catch (response) {
      expect((response as Response).status).toBe(302);
      expect(setCookieValue((response as Response).headers, 'stytch_session')).toBe('');
    }
    fake.failNext('sessions.authenticate', new FakeStytchError(500, 'internal_server_error'));
    try {
      await server.myOrdersLoader({ request: get('/my/orders', 'stytch_session=whatever'), context, params: {} });
      throw new Error('expected a 503');
    } catch (response) {
      expect((response as Response).status).toBe(503);
      expect(setCookies((response as Response).headers)).toEqual([]);
    }
  });
});

describe('order details loader', () => {
  it('answers 404 for a missing or absurd order id without asking the provider', async () => {
    const { fake, server, context } = setup();
    for (const orderId of [undefined, '', 'x'.repeat(101)]) {
      await expect(server.orderDetailsLoader({ request: get('/my/orders/x'), context, params: { orderId } })).rejects.toMatchObject({ status: 404 });
    }
    expect(fake.calls).toEqual([]);
  });
});
