/** @jest-environment node */
import { createIntl } from '@formatjs/intl';
import { testMessages } from '@kori/i18n/testing';
import { createTestLoadContext } from '@kori/shell/testing';
import { initiatedCheckoutFixture } from '../../testing/checkout-fixtures';
import { graphqlDouble, type GraphQLAnswer } from '../../testing/graphql-double';
import type { ProcessingActionData, ProcessingLoaderData } from '../processing/processing-data';
import { createProcessingPage } from './processing-page.server';

const BASE = 'http://127.0.0.1:3000';
const CART_ID = '0b6f8f4e-3c1b-4c47-9a77-5d6d1e0a4f10';

function setup(answer: GraphQLAnswer) {
  const { graphql, calls } = graphqlDouble(answer);
  const page = createProcessingPage({ intl: () => createIntl({ locale: 'en-FI', messages: testMessages('en-FI') }) });
  return { page, calls, context: createTestLoadContext({ graphql }) };
}

interface DataResult<T> {
  data: T;
  init: { status?: number; headers?: Headers } | null;
}
const asData = <T,>(value: unknown) => value as DataResult<T>;

function post(fields: Record<string, string>, origin = BASE): Request {
  return new Request(`${BASE}/checkout/processing`, {
    method: 'POST',
    headers: { origin, cookie: `cart-id=${CART_ID}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('processing loader', () => {
  it('asks GetInitiatedCheckout with the template and the per-merchant choices of the address', async () => {
    const { page, calls, context } = setup(() => ({ initiatedCheckout: initiatedCheckoutFixture() }));
    const url = `${BASE}/checkout/processing?checkoutId=chk-1&template=PREFER_HOME_DELIVERY&delivery.m-1=d-2&delivery.m-1=d-9&template2=x`;
    const result = asData<ProcessingLoaderData>(await page.processingLoader({ request: new Request(url), context, params: {} }));
    expect(calls).toEqual([
      {
        operation: 'GetInitiatedCheckout',
        variables: {
          checkoutId: 'chk-1',
          deliveryOptionTemplate: 'PREFER_HOME_DELIVERY',
          couponCode: null,
          deliveryOptions: [{ merchantId: 'm-1', deliveryOptionId: 'd-2' }],
        },
      },
    ]);
    expect(result.data.checkout?.id).toBe('chk-1');
    expect(result.data.meta.noindex).toBe(true);
    expect(result.init?.headers?.get('cache-control')).toBe('private, no-store');
  });

  it('ignores an unknown template', async () => {
    const { page, calls, context } = setup(() => ({ initiatedCheckout: initiatedCheckoutFixture() }));
    await page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=chk-1&template=FASTEST`), context, params: {} });
    expect(calls[0]?.variables).toMatchObject({ deliveryOptionTemplate: null, deliveryOptions: null });
  });

  it('prices the coupon code of the address, normalised, and tells an emptied field from none', async () => {
    const { page, calls, context } = setup(() => ({ initiatedCheckout: initiatedCheckoutFixture() }));
    const load = async (query: string) =>
      asData<ProcessingLoaderData>(await page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=chk-1${query}`), context, params: {} }));
    expect((await load('&couponCode=%20star%20')).data.couponCode).toBe('STAR');
    expect(calls[0]?.variables).toMatchObject({ couponCode: 'STAR' });
    expect((await load('&couponCode=')).data.couponCode).toBe('');
    expect(calls[1]?.variables).toMatchObject({ couponCode: null });
    expect((await load('')).data.couponCode).toBeNull();
  });

  it('answers 404 without a checkout id or for an unknown checkout', async () => {
    const { page, calls, context } = setup(() => ({ initiatedCheckout: null }));
    const missing = asData<ProcessingLoaderData>(await page.processingLoader({ request: new Request(`${BASE}/checkout/processing`), context, params: {} }));
    expect(missing.init?.status).toBe(404);
    expect(calls).toEqual([]);
    const unknown = asData<ProcessingLoaderData>(
      await page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=nope`), context, params: {} }),
    );
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data.checkout).toBeNull();
  });

  it('says the API is unavailable instead of failing the page', async () => {
    const { page, context } = setup(() => {
      throw new Error('ECONNREFUSED');
    });
    const result = asData<ProcessingLoaderData>(
      await page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=chk-1`), context, params: {} }),
    );
    expect(result.init?.status).toBe(503);
    expect(result.data).toMatchObject({ checkout: null, unavailable: true });
  });

  it('sends a paid checkout on to its receipt', async () => {
    const { page, context } = setup(() => ({ initiatedCheckout: initiatedCheckoutFixture({ checkoutStatus: 'PERFORM_COMPLETE' }) }));
    const thrown = await page
      .processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=chk-1`), context, params: {} })
      .catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/checkout/success?checkoutId=chk-1');
  });
});

describe('processing action', () => {
  const performed = (payload: Record<string, unknown>) => () => ({
    performCheckout: { checkoutId: 'chk-1', checkoutStatus: 'PERFORM_COMPLETE', cartError: null, checkoutErrors: [], ...payload },
  });

  it('pays with the stand-in and the chosen delivery, then shows the receipt', async () => {
    const { page, calls, context } = setup(performed({}));
    const response = (await page.processingAction({
      request: post({ intent: 'pay', checkoutId: 'chk-1', template: 'LEAST_EXPENSIVE', 'delivery.m-2': 'd-3' }),
      context,
      params: {},
    })) as Response;
    expect(response.headers.get('location')).toBe('/checkout/success?checkoutId=chk-1');
    expect(calls).toEqual([
      {
        operation: 'PerformCheckout',
        variables: {
          checkoutId: 'chk-1',
          paymentMethod: 'INVOICE',
          deliveryOptionTemplate: 'LEAST_EXPENSIVE',
          deliveryOptions: [{ merchantId: 'm-2', deliveryOptionId: 'd-3' }],
          couponCode: null,
        },
      },
    ]);
  });

  it('pays with the review\'s coupon code, normalised', async () => {
    const { page, calls, context } = setup(performed({}));
    await page.processingAction({ request: post({ intent: 'pay', checkoutId: 'chk-1', couponCode: ' star ' }), context, params: {} });
    expect(calls[0]?.variables).toMatchObject({ couponCode: 'STAR' });
  });

  it('counts an answer carrying a refused coupon code as a failure and shows why', async () => {
    const refused = [{ couponCodeCode: 'STAR', errorType: 'COUPON_USED' }];
    const { page, context } = setup(performed({ checkoutStatus: 'INITIATE_COMPLETE', couponCodeErrors: refused }));
    const result = asData<ProcessingActionData>(
      await page.processingAction({ request: post({ intent: 'pay', checkoutId: 'chk-1', couponCode: 'STAR' }), context, params: {} }),
    );
    expect(result.init?.status).toBe(409);
    expect(result.data).toEqual({ cartError: null, checkoutErrors: [], couponCodeErrors: refused, unavailable: false });
  });

  it('says so when the checkout is already being paid in another window', async () => {
    const { page, context } = setup(performed({ checkoutStatus: 'PERFORM', cartError: 'CONCURRENT_CHECKOUT' }));
    const result = asData<ProcessingActionData>(await page.processingAction({ request: post({ intent: 'pay', checkoutId: 'chk-1' }), context, params: {} }));
    expect(result.init?.status).toBe(409);
    expect(result.data).toEqual({ cartError: 'CONCURRENT_CHECKOUT', checkoutErrors: [], unavailable: false });
  });

  it('shows checkout errors', async () => {
    const { page, context } = setup(performed({ checkoutStatus: null, checkoutErrors: [{ errorType: 'FAILED_CHECKOUT' }] }));
    const result = asData<ProcessingActionData>(await page.processingAction({ request: post({ intent: 'pay', checkoutId: 'chk-1' }), context, params: {} }));
    expect(result.data.checkoutErrors).toEqual(['FAILED_CHECKOUT']);
  });

  it('removes the offer from the cart and starts again from the address', async () => {
    const { page, calls, context } = setup((operation) =>
      operation === 'GetCheckoutCart'
        ? { cart: { id: CART_ID, itemCount: 2, merchants: [{ lines: [{ id: 'line-7', offerId: 'o-3' }] }] } }
        : { cartRemoveLine: { cart: { id: CART_ID, itemCount: 1 }, userErrors: [] } },
    );
    const response = (await page.processingAction({ request: post({ intent: 'removeProduct', checkoutId: 'chk-1', offerId: 'o-3' }), context, params: {} })) as Response;
    expect(response.headers.get('location')).toBe('/checkout/shipping');
    expect(calls[1]).toEqual({ operation: 'RemoveCheckoutCartLine', variables: { cartId: CART_ID, lineId: 'line-7' } });
  });

  it('refuses a post from another site', async () => {
    const { page, calls, context } = setup(performed({}));
    const response = (await page.processingAction({ request: post({ intent: 'pay', checkoutId: 'chk-1' }, 'https://evil.example'), context, params: {} })) as Response;
    expect(response.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('refuses an unknown intent', async () => {
    const { page, calls, context } = setup(performed({}));
    const result = asData<ProcessingActionData>(await page.processingAction({ request: post({ intent: 'refund', checkoutId: 'chk-1' }), context, params: {} }));
    expect(result.init?.status).toBe(400);
    expect(calls).toEqual([]);
  });
});
