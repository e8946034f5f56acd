/** @jest-environment node */
import { createIntl } from '@formatjs/intl';
import type { AppLoadContext } from '@remix-run/node';
import { createSessionService, storefrontEnvSchema } from '@kori/shell/server';
import { asDataResult, createFakeStytch, createTestLoadContext, FakeStytchError, getRequest, setCookies, setCookieValue } from '@kori/shell/testing';
import type { GraphQLRequester } from '@kori/graphql-schema/server';
import { invoiceDetailsFixture, orderDetailsFixture, orderSummaryFixture, shipmentDetailsFixture } from '../../testing';
import { createOrdersLoaders } from './orders-loaders.server';

const BASE = 'http://127.0.0.1:3000';


interface Call {
  operation: string;
  variables: unknown;
  authorization: string | undefined;
}

/** The API as the loaders see it: answers by operation name, and records each call with its token. */
function fakeApi(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const calls: Call[] = [];
  const graphql: GraphQLRequester = {
    async request(document, variables, init) {
      const definition = document.definitions[0];
      const operation = definition && 'name' in definition && definition.name ? definition.name.value : '';
      calls.push({ operation, variables, authorization: init?.headers?.['authorization'] });
      const answer = answers[operation];
      if (!answer) throw new Error(`unexpected ${operation}`);
      return answer(variables as Record<string, unknown>) as never;
    },
  };
  return { graphql, calls };
}

function setup(api = fakeApi({ ListMyOrders: () => ({ myOrders: { page: 1, perPage: 10, totalCount: 0, orders: [] } }) })) {
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
          'orders.invoice.title': 'Invoice {orderNumber}',
        },
      }),
  });
  const context: AppLoadContext = createTestLoadContext({ env: storefrontEnvSchema.parse({ NODE_ENV: 'development' }), graphql: api.graphql });
  return { fake, server, context, calls: api.calls };
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

  it('give a signed-in shopper a page of their orders, asked for with their session token, and refreshed cookies', async () => {
    const orders = [orderSummaryFixture()];
    const api = fakeApi({ ListMyOrders: (variables) => ({ myOrders: { page: variables['page'], perPage: 10, totalCount: 11, orders } }) });
    const { fake, server, context, calls } = setup(api);
    const { sessionToken } = fake.createSession('ada@example.com');
    const result = asDataResult(await server.myOrdersLoader({ request: get('/my/orders?page=2', `stytch_session=${sessionToken}`), context, params: {} }));
    expect(result.data).toEqual({
      meta: { title: 'My orders | Kori', description: 'Your orders at Kori', noindex: true },
      email: 'ada@example.com',
      orders,
      page: 2,
      perPage: 10,
      totalCount: 11,
    });
    // The API is asked with the session's fresh JWT, the one the answer's cookie carries.
    const freshJwt = setCookieValue(result.init?.headers, 'stytch_session_jwt');
    expect(freshJwt).toBeTruthy();
    expect(calls).toEqual([{ operation: 'ListMyOrders', variables: { page: 2, perPage: 10 }, authorization: `Bearer ${freshJwt}` }]);
    expect(setCookieValue(result.init?.headers, 'stytch_session')).toBe(sessionToken);
    expect(result.init?.headers?.get('cache-control')).toBe('private, no-store');
    // A nonsense page number reads as the first page.
    await server.myOrdersLoader({ request: get('/my/orders?page=-3x', `stytch_session=${sessionToken}`), context, params: {} });
    expect(calls[1]?.variables).toEqual({ page: 1, perPage: 10 });
  });

  it('order details: the order, its invoice and each shipment; 404 when the account has no such order', async () => {
    const order = orderDetailsFixture();
    const api = fakeApi({
      GetMyOrder: (variables) => ({ myOrder: variables['orderId'] === order.id ? order : null }),
      GetInvoiceDetails: () => ({ invoiceDetails: invoiceDetailsFixture() }),
      shipmentDetails: (variables) => {
        if (variables['trackerId'] === 'TRK-B') throw new Error('courier down');
        return { shipmentDetails: shipmentDetailsFixture() };
      },
    });
    const { fake, server, context, calls } = setup(api);
    const { sessionToken } = fake.createSession('ada@example.com');
    const cookie = `stytch_session=${sessionToken}`;
    const details = asDataResult(await server.orderDetailsLoader({ request: get(`/my/orders/${order.id}`, cookie), context, params: { orderId: order.id } }));
    expect(details.init?.status).toBe(200);
    expect(details.init?.headers?.get('cache-control')).toBe('private, no-store');
    expect(details.data).toMatchObject({ orderId: order.id, order, invoice: invoiceDetailsFixture(), shipments: [shipmentDetailsFixture()] });
    expect(calls.map((call) => call.operation)).toEqual(['GetMyOrder', 'GetInvoiceDetails', 'shipmentDetails', 'shipmentDetails']);

    const missing = asDataResult(await server.orderDetailsLoader({ request: get('/my/orders/ord-42', cookie), context, params: { orderId: 'ord-42' } }));
    expect(missing.init?.status).toBe(404);
    expect(missing.data).toMatchObject({ orderId: 'ord-42', order: null, invoice: null, shipments: [] });

    const invoice = asDataResult(await server.invoiceLoader({ request: get(`/my/orders/${order.id}/invoice`, cookie), context, params: { orderId: order.id } }));
    expect(invoice.data).toMatchObject({ meta: { title: 'Invoice K-0B6F2F0E7D | Kori' }, order, invoice: invoiceDetailsFixture() });
    await expect(server.invoiceLoader({ request: get('/my/orders/ord-42/invoice', cookie), context, params: { orderId: 'ord-42' } })).rejects.toMatchObject({ status: 404 });
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
