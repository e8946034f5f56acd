/** @jest-environment node */
import { asDataResult, formPost } from '@kori/shell/testing';
import type { GraphQLAnswer } from '../../testing/graphql-double';
import { checkoutServerDouble, testIntl } from '../../testing/server-setup';
import type { AvardaCheckoutLoaderData, PaymentReturnLoaderData } from '../payment/payment-data';
import { createPaymentPages } from './payment-pages.server';
import { afterVerificationPath } from './payment-step.server';

const BASE = 'http://127.0.0.1:3000';
const PROCESSING = `${BASE}/checkout/processing?checkoutId=chk-1`;

function setup(answer: GraphQLAnswer) {
  return { pages: createPaymentPages({ intl: testIntl() }), ...checkoutServerDouble(answer) };
}

const redirected = (authorizationStatus: string, redirectUrl = PROCESSING) => () => ({
  verifyAuthResponse: { __typename: 'RedirectAuthResult', redirectUrl, authorizationStatus },
});
const openPurchase = () => ({ verifyAuthResponse: { __typename: 'CardPaymentProviderV3AuthResult', jwt: 'jwt-1', authorizationStatus: 'CREATED_AVARDA_CHECKOUTV3' } });

describe('provider returns', () => {
  it.each([
    ['authResponseLoader', '/auth_response', 'redirectResult'],
    ['paymentCompletedLoader', '/payment-completed', 'payment_intent'],
  ] as const)('%s has the API confirm the return, then sends the shopper to the page it names', async (loader, path, param) => {
    const { pages, calls, context } = setup(redirected('APPROVED'));
    const response = (await pages[loader]({ request: new Request(`${BASE}${path}?checkoutId=chk-1&${param}=code-1`), context, params: {} })) as Response;
    expect(calls).toEqual([{ operation: 'verifyAuthResponse', variables: { checkoutId: 'chk-1', code: 'code-1' } }]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/checkout/processing?checkoutId=chk-1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends a refused payment to the processing page too, which explains it with the methods again', async () => {
    const { pages, context } = setup(redirected('CANCELLED'));
    const response = (await pages.authResponseLoader({ request: new Request(`${BASE}/auth_response?checkoutId=chk-1&redirectResult=x`), context, params: {} })) as Response;
    expect(response.headers.get('location')).toBe('/checkout/processing?checkoutId=chk-1');
  });

  it('answers 400 without asking the API when the return lacks its code or checkout', async () => {
    const { pages, calls, context } = setup(redirected('APPROVED'));
    const result = asDataResult<PaymentReturnLoaderData>(
      await pages.authResponseLoader({ request: new Request(`${BASE}/auth_response?checkoutId=chk-1`), context, params: {} }),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ problem: 'invalid', checkoutId: 'chk-1' });
    await pages.paymentCompletedLoader({ request: new Request(`${BASE}/payment-completed?payment_intent=pi_1`), context, params: {} });
    expect(calls).toEqual([]);
  });

  it('says the payment cannot be confirmed just now when the API fails, never a 500', async () => {
    const { pages, context } = setup(() => {
      throw new Error('ECONNREFUSED');
    });
    const result = asDataResult<PaymentReturnLoaderData>(
      await pages.paymentCompletedLoader({ request: new Request(`${BASE}/payment-completed?checkoutId=chk-1&payment_intent=pi_1`), context, params: {} }),
    );
    expect(result.init?.status).toBe(503);
    expect(result.data).toMatchObject({ problem: 'unavailable', checkoutId: 'chk-1' });
    expect(result.init?.headers?.get('cache-control')).toBe('private, no-store');
  });
});

describe('afterVerificationPath', () => {
  it('keeps the shopper on this site, on a checkout page', () => {
    expect(afterVerificationPath('https://shop.example/checkout/processing?checkoutId=chk-1', 'chk-1')).toBe('/checkout/processing?checkoutId=chk-1');
    expect(afterVerificationPath('/checkout/success?checkoutId=chk-1', 'chk-1')).toBe('/checkout/success?checkoutId=chk-1');
    expect(afterVerificationPath('https://evil.example//evil.example/x', 'chk-1')).toBe('/checkout/processing?checkoutId=chk-1');
    expect(afterVerificationPath('/my/orders', 'chk-1')).toBe('/checkout/processing?checkoutId=chk-1');
    expect(afterVerificationPath('javascript:alert(1)', 'chk 1')).toBe('/checkout/processing?checkoutId=chk%201');
  });
});

describe('Avarda checkout page', () => {
  it('gives the embedded checkout the open purchase’s JWT, the configured script and a return URL on the configured origin', async () => {
    const { pages, calls, context } = setup(openPurchase);
    const result = asDataResult<AvardaCheckoutLoaderData>(
      await pages.avardaCheckoutLoader({ request: new Request(`${BASE}/avarda-checkout-v3?checkoutId=chk-1&method=AVARDA_CHECKOUTV3_CARD`), context, params: {} }),
    );
    expect(calls).toEqual([{ operation: 'verifyAuthResponse', variables: { checkoutId: 'chk-1', code: 'chk-1' } }]);
    expect(result.data).toMatchObject({
      state: 'ready',
      jwt: 'jwt-1',
      scriptUrl: 'http://127.0.0.1:4010/avarda/checkout/v3/avarda-checkout.js',
      redirectUrl: 'http://127.0.0.1:3000/avarda-checkout-v3?checkoutId=chk-1',
      paymentMethod: 'AVARDA_CHECKOUTV3_CARD',
    });
    expect(result.init?.headers?.get('cache-control')).toBe('private, no-store');
  });

  it('goes on to the page the API names once the purchase is no longer open', async () => {
    const { pages, context } = setup(redirected('APPROVED'));
    const thrown = await pages
      .avardaCheckoutLoader({ request: new Request(`${BASE}/avarda-checkout-v3?checkoutId=chk-1`), context, params: {} })
      .catch((error: unknown) => error);
    expect((thrown as Response).headers.get('location')).toBe('/checkout/processing?checkoutId=chk-1');
  });

  it('answers 404 without a checkout and 503 when the API fails', async () => {
    const { pages, context } = setup(() => {
      throw new Error('down');
    });
    const missing = asDataResult<AvardaCheckoutLoaderData>(await pages.avardaCheckoutLoader({ request: new Request(`${BASE}/avarda-checkout-v3`), context, params: {} }));
    expect(missing.init?.status).toBe(404);
    const down = asDataResult<AvardaCheckoutLoaderData>(
      await pages.avardaCheckoutLoader({ request: new Request(`${BASE}/avarda-checkout-v3?checkoutId=chk-1`), context, params: {} }),
    );
    expect(down.init?.status).toBe(503);
    expect(down.data.state).toBe('unavailable');
  });

  const complete = (origin = BASE, purchaseId = '') => formPost(`${BASE}/avarda-checkout-v3?checkoutId=chk-1`, { purchaseId }, { origin });

  it('asks the API again with the purchase the embedded checkout completed, then goes on', async () => {
    const { pages, calls, context } = setup(redirected('APPROVED'));
    const response = (await pages.avardaCheckoutAction({ request: complete(BASE, 'pur-9'), context, params: {} })) as Response;
    expect(calls).toEqual([{ operation: 'verifyAuthResponse', variables: { checkoutId: 'chk-1', code: 'pur-9' } }]);
    expect(response.headers.get('location')).toBe('/checkout/processing?checkoutId=chk-1');
    await pages.avardaCheckoutAction({ request: complete(), context, params: {} });
    expect(calls[1]?.variables).toEqual({ checkoutId: 'chk-1', code: 'chk-1' });
  });

  it('waits on the processing page when Avarda has not recorded the purchase yet', async () => {
    const { pages, context } = setup(openPurchase);
    const response = (await pages.avardaCheckoutAction({ request: complete(), context, params: {} })) as Response;
    expect(response.headers.get('location')).toBe('/checkout/processing?checkoutId=chk-1');
  });

  it('refuses a completion posted from another site', async () => {
    const { pages, calls, context } = setup(redirected('APPROVED'));
    const response = (await pages.avardaCheckoutAction({ request: complete('https://evil.example'), context, params: {} })) as Response;
    expect(response.status).toBe(403);
    expect(calls).toEqual([]);
  });
});
