/** @jest-environment node */
import { asDataResult, formPost } from '@kori/shell/testing';
import { initiatedCheckoutFixture } from '../../testing/checkout-fixtures';
import type { GraphQLAnswer } from '../../testing/graphql-double';
import { checkoutServerDouble, testIntl } from '../../testing/server-setup';
import type { ProcessingActionData, ProcessingLoaderData } from '../processing/processing-data';
import { createProcessingPage } from './processing-page.server';

const BASE = 'http://127.0.0.1:3000';
const CART_ID = '0b6f8f4e-3c1b-4c47-9a77-5d6d1e0a4f10';

function setup(answer: GraphQLAnswer) {
  return { page: createProcessingPage({ intl: testIntl() }), ...checkoutServerDouble(answer) };
}

const post = (fields: Record<string, string>, origin = BASE) => formPost(`${BASE}/checkout/processing`, fields, { origin, cookie: `cart-id=${CART_ID}` });

describe('processing loader', () => {
  it('asks GetInitiatedCheckout with the template and the per-merchant choices of the address', async () => {
    const { page, calls, context } = setup((operation) =>
      operation === 'getPaymentAuthorizationStatus' ? { paymentAuthorizationStatus: null } : { initiatedCheckout: initiatedCheckoutFixture() },
    );
    const url = `${BASE}/checkout/processing?checkoutId=chk-1&template=PREFER_HOME_DELIVERY&delivery.m-1=d-2&delivery.m-1=d-9&template2=x`;
    const result = asDataResult<ProcessingLoaderData>(await page.processingLoader({ request: new Request(url), context, params: {} }));
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
      { operation: 'getPaymentAuthorizationStatus', variables: { checkoutId: 'chk-1' } },
    ]);
    expect(result.data.checkout?.id).toBe('chk-1');
    expect(result.data.paymentStatus).toBeNull();
    expect(result.data.paymentMethods).toEqual(['AVARDA_CHECKOUTV3_CARD', 'AVARDA_CHECKOUTV3_INVOICE', 'AVARDA_CHECKOUTV3_CREDIT', 'ADYEN', 'STRIPE']);
    expect(result.data.meta.noindex).toBe(true);
    expect(result.init?.headers?.get('cache-control')).toBe('private, no-store');
  });

  it('ignores an unknown template', async () => {
    const { page, calls, context } = setup(() => ({ initiatedCheckout: initiatedCheckoutFixture() }));
    await page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=chk-1&template=FASTEST`), context, params: {} });
    expect(calls[0]?.variables).toMatchObject({ deliveryOptionTemplate: null, deliveryOptions: null });
  });

  it('prices the coupon code of the address, normalised, and tells an emptied field from none', async () => {
    const { page, calls, context } = setup((operation) =>
      operation === 'getPaymentAuthorizationStatus' ? { paymentAuthorizationStatus: null } : { initiatedCheckout: initiatedCheckoutFixture() },
    );
    const load = async (query: string) =>
      asDataResult<ProcessingLoaderData>(await page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=chk-1${query}`), context, params: {} }));
    // Each load also reads the payment status; only the review query takes the code.
    const reviews = () => calls.filter((call) => call.operation === 'GetInitiatedCheckout');
    expect((await load('&couponCode=%20star%20')).data.couponCode).toBe('STAR');
    expect(reviews()[0]?.variables).toMatchObject({ couponCode: 'STAR' });
    expect((await load('&couponCode=')).data.couponCode).toBe('');
    expect(reviews()[1]?.variables).toMatchObject({ couponCode: null });
    expect((await load('')).data.couponCode).toBeNull();
    expect(reviews()[2]?.variables).toMatchObject({ couponCode: null });
    expect(reviews()).toHaveLength(3);
  });

  it('answers 404 without a checkout id or for an unknown checkout', async () => {
    const { page, calls, context } = setup(() => ({ initiatedCheckout: null }));
    const missing = asDataResult<ProcessingLoaderData>(await page.processingLoader({ request: new Request(`${BASE}/checkout/processing`), context, params: {} }));
    expect(missing.init?.status).toBe(404);
    expect(calls).toEqual([]);
    const unknown = asDataResult<ProcessingLoaderData>(
      await page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=nope`), context, params: {} }),
    );
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data.checkout).toBeNull();
  });

  it('says the API is unavailable instead of failing the page', async () => {
    const { page, context } = setup(() => {
      throw new Error('ECONNREFUSED');
    });
    const result = asDataResult<ProcessingLoaderData>(
      await page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=chk-1`), context, params: {} }),
    );
    expect(result.init?.status).toBe(503);
    expect(result.data).toMatchObject({ checkout: null, unavailable: true });
  });

  it("reads the payment's status while it runs, and after a refusal for the review to explain it", async () => {
    for (const checkoutStatus of ['PERFORM', 'INITIATE_COMPLETE'] as const) {
      const { page, context } = setup((operation) =>
        operation === 'getPaymentAuthorizationStatus'
          ? { paymentAuthorizationStatus: { checkoutId: 'chk-1', authorizationStatus: 'AVARDA_CREDIT_DENIED' } }
          : { initiatedCheckout: initiatedCheckoutFixture({ checkoutStatus }) },
      );
      const result = asDataResult<ProcessingLoaderData>(
        await page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=chk-1`), context, params: {} }),
      );
      expect(result.data.paymentStatus).toBe('AVARDA_CREDIT_DENIED');
    }
  });

  it('does not ask for the payment while the agents still work, and shows the page when the status cannot be read', async () => {
    const initiated = setup(() => ({ initiatedCheckout: initiatedCheckoutFixture({ checkoutStatus: 'INITIATED' }) }));
    await initiated.page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=chk-1`), context: initiated.context, params: {} });
    expect(initiated.calls.map((call) => call.operation)).toEqual(['GetInitiatedCheckout']);

    const failing = setup((operation) => {
      if (operation === 'getPaymentAuthorizationStatus') throw new Error('ECONNRESET');
      return { initiatedCheckout: initiatedCheckoutFixture({ checkoutStatus: 'PERFORM' }) };
    });
    const result = asDataResult<ProcessingLoaderData>(
      await failing.page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=chk-1`), context: failing.context, params: {} }),
    );
    expect(result.init?.status).toBeUndefined();
    expect(result.data).toMatchObject({ paymentStatus: null, unavailable: false });
  });

  it('offers the region’s payment methods only', async () => {
    const { context } = checkoutServerDouble(() => ({ initiatedCheckout: initiatedCheckoutFixture() }), { region: 'NL', locale: 'nl-NL' });
    const page = createProcessingPage({ intl: testIntl('nl-NL') });
    const result = asDataResult<ProcessingLoaderData>(
      await page.processingLoader({ request: new Request(`${BASE}/checkout/processing?checkoutId=chk-1`), context, params: {} }),
    );
    expect(result.data.paymentMethods).toEqual(['ADYEN', 'STRIPE']);
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

  const pay = (fields: Record<string, string> = {}) => post({ intent: 'pay', checkoutId: 'chk-1', paymentMethod: 'STRIPE', ...fields });

  it('starts the payment with the chosen method and delivery, then sends the shopper to the provider page the API names', async () => {
    const { page, calls, context } = setup(
      performed({
        checkoutStatus: 'PERFORM',
        payment: { __typename: 'RedirectAuthResult', redirectUrl: 'http://127.0.0.1:4010/stripe/checkout/pi_1', authorizationStatus: 'CREATED_STRIPE' },
      }),
    );
    const response = (await page.processingAction({
      request: pay({ template: 'LEAST_EXPENSIVE', 'delivery.m-2': 'd-3' }),
      context,
      params: {},
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:4010/stripe/checkout/pi_1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(calls).toEqual([
      {
        operation: 'PerformCheckout',
        variables: {
          checkoutId: 'chk-1',
          paymentMethod: 'STRIPE',
          deliveryOptionTemplate: 'LEAST_EXPENSIVE',
          deliveryOptions: [{ merchantId: 'm-2', deliveryOptionId: 'd-3' }],
          couponCode: null,
        },
      },
    ]);
  });

  it('pays with the review\'s coupon code, normalised', async () => {
    const { page, calls, context } = setup(performed({}));
    await page.processingAction({ request: pay({ couponCode: ' star ' }), context, params: {} });
    expect(calls[0]?.variables).toMatchObject({ couponCode: 'STAR' });
  });

  it('counts an answer carrying a refused coupon code as a failure and shows why', async () => {
    const refused = [{ couponCodeCode: 'STAR', errorType: 'COUPON_USED' }];
    const { page, context } = setup(performed({ checkoutStatus: 'INITIATE_COMPLETE', couponCodeErrors: refused }));
    const result = asDataResult<ProcessingActionData>(
      await page.processingAction({ request: pay({ couponCode: 'STAR' }), context, params: {} }),
    );
    expect(result.init?.status).toBe(409);
    expect(result.data).toEqual({ cartError: null, checkoutErrors: [], couponCodeErrors: refused, unavailable: false, paymentMethodMissing: false });
  });

  it('opens the embedded Avarda checkout as a new document for an Avarda method', async () => {
    const { page, context } = setup(
      performed({ checkoutStatus: 'PERFORM', payment: { __typename: 'CardPaymentProviderV3AuthResult', jwt: 'jwt-1', authorizationStatus: 'CREATED_AVARDA_CHECKOUTV3' } }),
    );
    const response = (await page.processingAction({ request: pay({ paymentMethod: 'AVARDA_CHECKOUTV3_INVOICE' }), context, params: {} })) as Response;
    expect(response.headers.get('location')).toBe('/avarda-checkout-v3?checkoutId=chk-1&method=AVARDA_CHECKOUTV3_INVOICE');
    expect(response.headers.get('x-remix-reload-document')).toBe('true');
  });

  it('follows the placement on the processing page when there is nothing to pay at a provider', async () => {
    const { page, context } = setup(performed({ checkoutStatus: 'PERFORM', payment: null }));
    const response = (await page.processingAction({ request: pay(), context, params: {} })) as Response;
    expect(response.headers.get('location')).toBe('/checkout/processing?checkoutId=chk-1');
  });

  it('refuses a provider page that is not an http(s) URL', async () => {
    const { page, context } = setup(
      performed({ checkoutStatus: 'PERFORM', payment: { __typename: 'RedirectAuthResult', redirectUrl: 'javascript:alert(1)', authorizationStatus: 'CREATED_STRIPE' } }),
    );
    const result = asDataResult<ProcessingActionData>(await page.processingAction({ request: pay(), context, params: {} }));
    expect(result.init?.status).toBe(502);
    expect(result.data.unavailable).toBe(true);
  });

  it.each([[{}], [{ paymentMethod: 'INVOICE' }], [{ paymentMethod: 'BITCOIN' }]])(
    'asks for a method the region offers before paying (%j)',
    async (fields) => {
      const { page, calls, context } = setup(performed({}));
      const request = post({ intent: 'pay', checkoutId: 'chk-1', ...fields });
      const result = asDataResult<ProcessingActionData>(await page.processingAction({ request, context, params: {} }));
      expect(result.init?.status).toBe(400);
      expect(calls).toEqual([]);
      if (!('paymentMethod' in fields) || fields.paymentMethod === 'INVOICE') expect(result.data.paymentMethodMissing).toBe(true);
    },
  );

  it('says so when the checkout is already being paid in another window', async () => {
    const { page, context } = setup(performed({ checkoutStatus: 'PERFORM', cartError: 'CONCURRENT_CHECKOUT' }));
    const result = asDataResult<ProcessingActionData>(await page.processingAction({ request: pay(), context, params: {} }));
    expect(result.init?.status).toBe(409);
    expect(result.data).toEqual({ cartError: 'CONCURRENT_CHECKOUT', checkoutErrors: [], unavailable: false, paymentMethodMissing: false });
  });

  it('shows checkout errors', async () => {
    const { page, context } = setup(performed({ checkoutStatus: null, checkoutErrors: [{ errorType: 'FAILED_CHECKOUT' }] }));
    const result = asDataResult<ProcessingActionData>(await page.processingAction({ request: pay(), context, params: {} }));
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

  it('leaves an unfinished payment through cancelPayment and comes back to choose another way to pay', async () => {
    const { page, calls, context } = setup(() => ({ cancelPayment: { checkoutId: 'chk-1', checkoutStatus: 'INITIATE_COMPLETE' } }));
    const response = (await page.processingAction({ request: post({ intent: 'otherMethod', checkoutId: 'chk-1' }), context, params: {} })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/checkout/processing?checkoutId=chk-1');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(calls).toEqual([{ operation: 'cancelPayment', variables: { checkoutId: 'chk-1' } }]);
  });

  it('refuses to leave a payment from another site, and says so when the API cannot be reached', async () => {
    const foreign = setup(() => ({ cancelPayment: { checkoutId: 'chk-1', checkoutStatus: 'INITIATE_COMPLETE' } }));
    const refused = (await foreign.page.processingAction({ request: post({ intent: 'otherMethod', checkoutId: 'chk-1' }, 'https://evil.example'), context: foreign.context, params: {} })) as Response;
    expect(refused.status).toBe(403);
    expect(foreign.calls).toEqual([]);

    const down = setup(() => {
      throw new Error('api down');
    });
    const result = asDataResult<ProcessingActionData>(await down.page.processingAction({ request: post({ intent: 'otherMethod', checkoutId: 'chk-1' }), context: down.context, params: {} }));
    expect(result.init?.status).toBe(503);
    expect(result.data.unavailable).toBe(true);
  });

  it('refuses a post from another site', async () => {
    const { page, calls, context } = setup(performed({}));
    const response = (await page.processingAction({ request: post({ intent: 'pay', checkoutId: 'chk-1' }, 'https://evil.example'), context, params: {} })) as Response;
    expect(response.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('refuses an unknown intent', async () => {
    const { page, calls, context } = setup(performed({}));
    const result = asDataResult<ProcessingActionData>(await page.processingAction({ request: post({ intent: 'refund', checkoutId: 'chk-1' }), context, params: {} }));
    expect(result.init?.status).toBe(400);
    expect(calls).toEqual([]);
  });
});
