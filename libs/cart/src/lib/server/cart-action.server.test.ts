import { createRequesterDouble, httpFailure } from '@kori/graphql-schema/testing';
import { createTestLoadContext, fetcherAnswer, formPost } from '@kori/shell/testing';
import {
  CartAddOfferDocument,
  CartApplyCheapestMixDocument,
  CartClearDocument,
  CartRemoveLineDocument,
  CartSetLineQuantityDocument,
} from '../../graphql/generated/graphql';
import type { CartActionData } from '../model/cart-form';
import { cartFixture, eur, TEST_CART_ID } from '../test-support/cart-fixture';
import { createCartAction } from './cart-action.server';

const ORIGIN = 'http://127.0.0.1:3000';
const NEW_CART_ID = '7c1e4f0a-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

async function run(fields: Record<string, string>, graphql = createRequesterDouble(), { cookie = `cart-id=${TEST_CART_ID}`, origin = ORIGIN } = {}) {
  const action = createCartAction();
  const request = formPost(`${ORIGIN}/cart`, fields, { origin, cookie });
  const result = await action({ request, context: createTestLoadContext({ graphql }), params: {} });
  return { result, graphql };
}

/** A JSON answer (`data(...)` of single fetch) as the fetcher gets it. */
const jsonOf = (result: unknown) => fetcherAnswer<CartActionData>(result);

const ok = (cart = cartFixture()) => ({ cart, userErrors: [] });

describe('the cart action', () => {
  it('adds an offer to a new cart in the shopper region and keeps its id in the cart-id cookie', async () => {
    const graphql = createRequesterDouble().on(CartAddOfferDocument, () => ({ cartAddOffer: ok(cartFixture({ id: NEW_CART_ID })) }));
    const { result } = await run({ intent: 'add', offerId: 'offer-1', js: '1' }, graphql, { cookie: '' });
    expect(graphql.calls[0]?.variables).toEqual({ cartId: null, region: 'FI', offerId: 'offer-1', quantity: 1 });
    const { body, headers } = jsonOf(result);
    expect(body).toMatchObject({ intent: 'add', target: 'offer-1', errors: [] });
    expect(body.cart?.id).toBe(NEW_CART_ID);
    const cookie = headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`cart-id=${NEW_CART_ID}`);
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('adds to the cart of the cookie, with the quantity asked for', async () => {
    const graphql = createRequesterDouble().on(CartAddOfferDocument, () => ({ cartAddOffer: ok() }));
    await run({ intent: 'add', offerId: 'offer-1', quantity: '3', js: '1' }, graphql);
    expect(graphql.calls[0]?.variables).toMatchObject({ cartId: TEST_CART_ID, quantity: 3 });
  });

  it('ignores a cart-id cookie that is not a uuid', async () => {
    const graphql = createRequesterDouble().on(CartAddOfferDocument, () => ({ cartAddOffer: ok() }));
    await run({ intent: 'add', offerId: 'offer-1', js: '1' }, graphql, { cookie: 'cart-id=../../admin' });
    expect(graphql.calls[0]?.variables).toMatchObject({ cartId: null });
  });

  it.each([
    [{ intent: 'set-quantity', lineId: 'line-1', quantity: '2' }, CartSetLineQuantityDocument, { cartId: TEST_CART_ID, lineId: 'line-1', quantity: 2 }, 'cartSetLineQuantity'],
    [{ intent: 'remove', lineId: 'line-1' }, CartRemoveLineDocument, { cartId: TEST_CART_ID, lineId: 'line-1' }, 'cartRemoveLine'],
    [{ intent: 'clear' }, CartClearDocument, { cartId: TEST_CART_ID }, 'cartClear'],
    [{ intent: 'apply-cheapest-mix' }, CartApplyCheapestMixDocument, { cartId: TEST_CART_ID }, 'cartApplyCheapestMix'],
  ] as const)('runs %o through its mutation', async (fields, document, variables, field) => {
    const graphql = createRequesterDouble().on(document as typeof CartClearDocument, () => ({ [field]: ok() }) as never);
    const { result } = await run({ ...fields, js: '1' }, graphql);
    expect(graphql.calls.map((call) => call.variables)).toEqual([variables]);
    expect(jsonOf(result).body).toMatchObject({ intent: fields.intent, errors: [] });
  });

  it('answers CART_NOT_FOUND without calling the API when a change needs a cart the shopper does not have', async () => {
    const graphql = createRequesterDouble();
    const { result } = await run({ intent: 'remove', lineId: 'line-1', js: '1' }, graphql, { cookie: '' });
    expect(graphql.calls).toEqual([]);
    expect(jsonOf(result).body.errors).toEqual([{ code: 'CART_NOT_FOUND', offerId: null, available: null, limit: null }]);
  });

  it('passes the typed refusals on, with the cart as it is', async () => {
    const refusal = { code: 'NOT_ENOUGH_STOCK' as const, offerId: 'offer-1', available: 2, limit: null };
    const graphql = createRequesterDouble().on(CartAddOfferDocument, () => ({ cartAddOffer: { cart: cartFixture(), userErrors: [refusal] } }));
    const { result } = await run({ intent: 'add', offerId: 'offer-1', quantity: '5', js: '1' }, graphql);
    expect(jsonOf(result).body).toMatchObject({ target: 'offer-1', errors: [refusal] });
  });

  it('keeps the cart but writes no cookie when the API answers an id that is not a uuid', async () => {
    const graphql = createRequesterDouble().on(CartAddOfferDocument, () => ({ cartAddOffer: ok(cartFixture({ id: 'cart;evil=1' })) }));
    const { result } = await run({ intent: 'add', offerId: 'offer-1', js: '1' }, graphql);
    const { body, headers } = jsonOf(result);
    expect(body.errors).toEqual([]);
    expect(headers.get('set-cookie')).toBeNull();
  });

  it('turns a failed API call into UNKNOWN, never an error page', async () => {
    const graphql = createRequesterDouble().on(CartAddOfferDocument, httpFailure(502));
    const { result } = await run({ intent: 'add', offerId: 'offer-1', js: '1' }, graphql);
    const { body, headers } = jsonOf(result);
    expect(body).toEqual({ intent: 'add', target: 'offer-1', cart: null, errors: [{ code: 'UNKNOWN', offerId: 'offer-1', available: null, limit: null }] });
    expect(headers.get('set-cookie')).toBeNull();
  });

  it.each([
    { intent: 'drop-table' },
    { intent: 'add' },
    { intent: 'add', offerId: 'offer-1', quantity: '0' },
    { intent: 'set-quantity', lineId: 'line-1', quantity: '100' },
    { intent: 'set-quantity', lineId: 'line-1', quantity: '1.5' },
  ] as Record<string, string>[])('refuses the malformed form %o without calling the API', async (fields) => {
    const graphql = createRequesterDouble();
    const { result } = await run({ ...fields, js: '1' }, graphql);
    expect(graphql.calls).toEqual([]);
    expect(jsonOf(result).body).toEqual({ intent: null, target: null, cart: null, errors: [{ code: 'UNKNOWN', offerId: null, available: null, limit: null }] });
  });

  it('sends a refused plain form back home with UNKNOWN', async () => {
    const { result } = await run({ intent: 'add', offerId: '' });
    expect((result as Response).headers.get('location')).toBe('/?cart=UNKNOWN');
  });

  it('refuses a post from another site', async () => {
    const graphql = createRequesterDouble();
    const { result } = await run({ intent: 'clear' }, graphql, { origin: 'https://evil.example' });
    expect((result as Response).status).toBe(403);
    expect(graphql.calls).toEqual([]);
  });

  describe('without JavaScript (a plain form post)', () => {
    it('goes back to the page it came from with the outcome, and sets the cookie', async () => {
      const graphql = createRequesterDouble().on(CartAddOfferDocument, () => ({ cartAddOffer: ok() }));
      const { result } = await run({ intent: 'add', offerId: 'offer-1', returnTo: '/phones/lumo-x/product-1?days=30' }, graphql);
      const response = result as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/phones/lumo-x/product-1?days=30&cart=added');
      expect(response.headers.get('set-cookie')).toContain(`cart-id=${TEST_CART_ID}`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });

    it('carries the refusal and its detail in the address', async () => {
      const graphql = createRequesterDouble().on(CartAddOfferDocument, () => ({
        cartAddOffer: { cart: cartFixture(), userErrors: [{ code: 'MAXIMUM_CART_AMOUNT' as const, offerId: 'offer-1', available: null, limit: eur('5000.00') }] },
      }));
      const { result } = await run({ intent: 'add', offerId: 'offer-1', returnTo: '/phones?cart=added' }, graphql);
      expect((result as Response).headers.get('location')).toBe('/phones?cart=MAXIMUM_CART_AMOUNT&cartDetail=5000.00+EUR');
    });

    it('never sends the shopper off-site', async () => {
      const graphql = createRequesterDouble().on(CartClearDocument, () => ({ cartClear: ok() }));
      const { result } = await run({ intent: 'clear', returnTo: '//evil.example/steal' }, graphql);
      expect((result as Response).headers.get('location')).toBe('/?cart=updated');
    });
  });
});
