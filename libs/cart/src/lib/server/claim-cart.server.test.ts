import { createRequesterDouble, httpFailure } from '@kori/graphql-schema/testing';
import { createTestLoadContext } from '@kori/shell/testing';
import { CartClaimDocument } from '../../graphql/generated/graphql';
import { cartFixture, TEST_CART_ID } from '../test-support/cart-fixture';
import { createClaimCartAfterSignIn } from './claim-cart.server';

const ACCOUNT_CART_ID = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';

function claim(graphql: ReturnType<typeof createRequesterDouble>, cookie = `cart-id=${TEST_CART_ID}`) {
  const headers = new Headers();
  const request = new Request('http://127.0.0.1:3000/auth/login', { method: 'POST', headers: { cookie } });
  const result = createClaimCartAfterSignIn()(request, 'new.session.jwt', headers, createTestLoadContext({ graphql }));
  return { headers, result };
}

describe('claimCartAfterSignIn', () => {
  it('merges the signed-out cart with the new bearer and keeps the account cart id in the cookie', async () => {
    const graphql = createRequesterDouble().on(CartClaimDocument, () => ({ cartClaim: { cart: cartFixture({ id: ACCOUNT_CART_ID }), userErrors: [] } }));
    const { headers, result } = claim(graphql);
    expect(await result).toBe(ACCOUNT_CART_ID);
    expect(graphql.calls).toEqual([
      expect.objectContaining({ variables: { cartId: TEST_CART_ID }, init: expect.objectContaining({ headers: { authorization: 'Bearer new.session.jwt' } }) }),
    ]);
    expect(headers.get('set-cookie')).toContain(`cart-id=${ACCOUNT_CART_ID}`);
  });

  it('still asks for the account cart when the shopper had none signed out', async () => {
    const graphql = createRequesterDouble().on(CartClaimDocument, () => ({ cartClaim: { cart: null, userErrors: [] } }));
    const { headers, result } = claim(graphql, '');
    expect(await result).toBeNull();
    expect(graphql.calls[0]?.variables).toEqual({ cartId: null });
    expect(headers.get('set-cookie')).toBeNull();
  });

  it('never fails the sign-in when the API does', async () => {
    const { headers, result } = claim(createRequesterDouble().on(CartClaimDocument, httpFailure(500)));
    await expect(result).resolves.toBeNull();
    expect(headers.get('set-cookie')).toBeNull();
  });
});
