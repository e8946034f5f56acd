/** @jest-environment node */
import { validDeliveryAddress } from '@kori/address-rules/testing';
import { asDataResult, formPost } from '@kori/shell/testing';
import type { GraphQLAnswer } from '../../testing/graphql-double';
import { checkoutServerDouble, testIntl } from '../../testing/server-setup';
import type { ShippingActionData, ShippingLoaderData } from '../shipping/shipping-data';
import { createShippingPage } from './shipping-page.server';

const BASE = 'http://127.0.0.1:3000';
const CART_ID = '0b6f8f4e-3c1b-4c47-9a77-5d6d1e0a4f10';

const initiated = { initiateCheckout: { checkout: { id: 'chk-1', checkoutStatus: 'INITIATED' }, addressErrors: [], cartError: null, checkoutErrors: [] } };

function setup(answer: GraphQLAnswer = () => initiated, sessionJwt: string | null = null, region: 'FI' | 'SE' | 'NL' = 'FI') {
  return { page: createShippingPage({ intl: testIntl() }), ...checkoutServerDouble(answer, { sessionJwt, region }) };
}

const post = (fields: Record<string, string>, { origin = BASE, cookie = `cart-id=${CART_ID}` } = {}) => formPost(`${BASE}/checkout/shipping`, fields, { origin, cookie });

describe('shipping action', () => {
  it('starts the checkout with the cart and the tidied address, then goes to the progress page', async () => {
    const { page, calls, context } = setup();
    const address = validDeliveryAddress('FI', { postalCode: ' 00100 ', phone: '040 123 4567' });
    const response = (await page.shippingAction({ request: post(address), context, params: {} })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/checkout/processing?checkoutId=chk-1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(calls).toEqual([
      {
        operation: 'InitiateCheckout',
        variables: { cartId: CART_ID, deliveryAddress: { ...address, postalCode: '00100', phone: '+358401234567' } },
      },
    ]);
  });

  it.each([
    ['postalCode', { postalCode: '0010' }, 'INVALID_FI_ZIP_CODE'],
    ['postalCode', { postalCode: '22100' }, 'UNSUPPORTED_AX_ZIP_CODE'],
    ['streetAddress', { streetAddress: 'Mannerheimintie12' }, 'NO_SPACE_BEFORE_STREET_NUMBER'],
    ['phone', { phone: '+46 70 123 45 67' }, 'INVALID_PHONE_COUNTRY_CODE'],
    ['email', { email: 'aino@' }, 'INVALID_EMAIL'],
  ])('answers a rule error at %s without calling the API, keeping the input', async (field, overrides, code) => {
    const { page, calls, context } = setup();
    const address = validDeliveryAddress('FI', overrides);
    const result = asDataResult<ShippingActionData>(await page.shippingAction({ request: post(address), context, params: {} }));
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ values: address, fieldErrors: { [field]: code }, formError: null, checkoutErrors: [] });
    expect(calls).toEqual([]);
  });

  it("judges the address by the shop's region", async () => {
    const swedish = setup(() => initiated, null, 'SE');
    const finnishAddress = validDeliveryAddress('FI');
    const refused = asDataResult<ShippingActionData>(await swedish.page.shippingAction({ request: post(finnishAddress), context: swedish.context, params: {} }));
    expect(refused.data.fieldErrors).toEqual({ postalCode: 'INVALID_FI_ZIP_CODE' });
    const address = validDeliveryAddress('SE', { postalCode: '11451' });
    const response = (await swedish.page.shippingAction({ request: post(address), context: swedish.context, params: {} })) as Response;
    expect(response.status).toBe(302);
    expect(swedish.calls[0]?.variables).toMatchObject({ deliveryAddress: { postalCode: '114 51', phone: '+46701234567' } });
  });

  it("shows the API's address errors at their fields (known codes only)", async () => {
    const { page, context } = setup(() => ({
      initiateCheckout: {
        checkout: null,
        addressErrors: [
          { field: 'postalCode', code: 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE' },
          { field: 'city', code: 'SOMETHING_NEW' },
        ],
        cartError: null,
        checkoutErrors: [],
      },
    }));
    const result = asDataResult<ShippingActionData>(await page.shippingAction({ request: post(validDeliveryAddress('FI')), context, params: {} }));
    expect(result.data.fieldErrors).toEqual({ postalCode: 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE' });
  });

  it.each([
    ['CONCURRENT_CHECKOUT', { cartError: 'CONCURRENT_CHECKOUT', checkoutErrors: [] }, []],
    ['MAXIMUM_CART_AMOUNT', { cartError: 'MAXIMUM_CART_AMOUNT', checkoutErrors: [] }, []],
    ['EMPTY_CART', { cartError: null, checkoutErrors: [{ errorType: 'NO_PRODUCTS_FOUND' }] }, ['NO_PRODUCTS_FOUND']],
    ['CHECKOUT_ERROR', { cartError: null, checkoutErrors: [{ errorType: 'UNKNOWN_ERROR' }] }, ['UNKNOWN_ERROR']],
  ])('answers %s as a form error', async (formError, payload, checkoutErrors) => {
    const { page, context } = setup(() => ({ initiateCheckout: { checkout: null, addressErrors: [], ...payload } }));
    const result = asDataResult<ShippingActionData>(await page.shippingAction({ request: post(validDeliveryAddress('FI')), context, params: {} }));
    expect(result.data).toMatchObject({ formError, checkoutErrors });
  });

  it('says the cart is empty without a cart-id cookie', async () => {
    const { page, calls, context } = setup();
    const result = asDataResult<ShippingActionData>(
      await page.shippingAction({ request: post(validDeliveryAddress('FI'), { cookie: '' }), context, params: {} }),
    );
    expect(result.data.formError).toBe('EMPTY_CART');
    expect(calls).toEqual([]);
  });

  it('keeps the input when the API cannot be reached', async () => {
    const { page, context } = setup(() => {
      throw new Error('ECONNREFUSED');
    });
    const address = validDeliveryAddress('FI');
    const result = asDataResult<ShippingActionData>(await page.shippingAction({ request: post(address), context, params: {} }));
    expect(result.init?.status).toBe(503);
    expect(result.data).toMatchObject({ values: address, formError: 'UNAVAILABLE' });
  });

  it('refuses a post from another site', async () => {
    const { page, calls, context } = setup();
    const response = (await page.shippingAction({
      request: post(validDeliveryAddress('FI'), { origin: 'https://evil.example' }),
      context,
      params: {},
    })) as Response;
    expect(response.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('refuses overlong fields', async () => {
    const { page, calls, context } = setup();
    const result = asDataResult<unknown>(
      await page.shippingAction({ request: post(validDeliveryAddress('FI', { city: 'x'.repeat(301) })), context, params: {} }),
    );
    expect(result.init?.status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe('shipping loader', () => {
  it("pre-fills a signed-in shopper's latest address and knows the cart has items", async () => {
    const latest = validDeliveryAddress('FI');
    const { page, calls, context } = setup(
      (operation) =>
        operation === 'GetCheckoutCart'
          ? {
              cart: {
                id: CART_ID,
                itemCount: 2,
                total: { price: '998.00', currency: 'EUR' },
                merchants: [
                  {
                    merchantDetails: { title: 'Verkko' },
                    lines: [{ id: 'l-1', offerId: 'o-1', productId: 'p-1', name: 'Lumo TV', quantity: 2, unitPrice: { price: '499.00', currency: 'EUR' } }],
                  },
                ],
              },
            }
          : { latestDeliveryAddress: latest, eligibleForFTB: false },
      'jwt',
    );
    const request = new Request(`${BASE}/checkout/shipping`, { headers: { cookie: `cart-id=${CART_ID}` } });
    const result = asDataResult<ShippingLoaderData>(await page.shippingLoader({ request, context, params: {} }));
    expect(result.data).toMatchObject({ hasCart: true, latestDeliveryAddress: latest, meta: { noindex: true } });
    expect(result.data.cart).toEqual({
      items: [{ id: 'p-1', name: 'Lumo TV', price: { price: '499.00', currency: 'EUR' }, quantity: 2, merchant: 'Verkko', offerId: 'o-1' }],
      total: { price: '998.00', currency: 'EUR' },
    });
    expect(result.init?.headers?.get('cache-control')).toBe('private, no-store');
    expect(calls).toContainEqual({ operation: 'FetchUserData', variables: { region: 'FI' } });
  });

  it('has no cart without the cookie and asks nothing for a signed-out shopper', async () => {
    const { page, calls, context } = setup();
    const result = asDataResult<ShippingLoaderData>(
      await page.shippingLoader({ request: new Request(`${BASE}/checkout/shipping`), context, params: {} }),
    );
    expect(result.data).toMatchObject({ hasCart: false, latestDeliveryAddress: null });
    expect(calls).toEqual([]);
  });

  it('has no cart when the cart is empty', async () => {
    const { page, context } = setup(() => ({ cart: { id: CART_ID, itemCount: 0, total: { price: '0.00', currency: 'EUR' }, merchants: [] } }));
    const request = new Request(`${BASE}/checkout/shipping`, { headers: { cookie: `cart-id=${CART_ID}` } });
    const result = asDataResult<ShippingLoaderData>(await page.shippingLoader({ request, context, params: {} }));
    expect(result.data.hasCart).toBe(false);
  });
});
