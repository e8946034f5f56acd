import { createRequesterDouble } from '@kori/graphql-schema/testing';
import { createTestLoadContext, loaderArgs, thrownBy } from '@kori/shell/testing';
import { GetEmbeddedCartDocument } from '../../graphql/generated/graphql';
import { TEST_CART_ID } from '../test-support/cart-fixture';
import { createCheckoutCartLoader } from './checkout-cart-loader.server';

const embedded = { embeddedCart: { id: TEST_CART_ID, products: [] } };

function load(cartId: string, graphql = createRequesterDouble().on(GetEmbeddedCartDocument, embedded)) {
  const loader = createCheckoutCartLoader();
  const url = `http://127.0.0.1:3000/checkout-cart/${encodeURIComponent(cartId)}`;
  return { graphql, promise: loader(loaderArgs(url, { cartId }, createTestLoadContext({ graphql }))) };
}

describe('/checkout-cart/:cartId', () => {
  it('takes a known cart as the shopper cart and goes to the address step', async () => {
    const { promise, graphql } = load(TEST_CART_ID);
    const response = (await promise) as Response;
    expect(graphql.calls.map((call) => call.variables)).toEqual([{ id: TEST_CART_ID }]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/checkout/shipping');
    expect(response.headers.get('set-cookie')).toContain(`cart-id=${TEST_CART_ID}; Max-Age=2592000; Path=/; SameSite=Lax; Secure; HttpOnly`);
  });

  it.each(['cart-1', 'not-a-uuid', `${TEST_CART_ID}x`, 'https://evil.example', ''])('answers 404 for the id %j without asking the API', async (cartId) => {
    const { promise, graphql } = load(cartId);
    const error = (await thrownBy(promise)) as Response;
    expect(error.status).toBe(404);
    expect(graphql.calls).toEqual([]);
  });

  it('answers 404 for a uuid the API does not know', async () => {
    const { promise } = load(TEST_CART_ID, createRequesterDouble().on(GetEmbeddedCartDocument, { embeddedCart: null }));
    expect(((await thrownBy(promise)) as Response).status).toBe(404);
  });
});
