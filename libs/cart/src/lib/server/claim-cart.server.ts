import type { AppLoadContext } from '@remix-run/node';
import { requestContext as platformRequestContext, type StorefrontRequestContext } from '@kori/shell/server';
import { CartClaimDocument } from '../../graphql/generated/graphql';
import { cartCookieHeader, readCartId } from './cart-cookie.server';

export interface ClaimCartDeps {
  requestContext(context: AppLoadContext): StorefrontRequestContext;
}

/**
 * Right after a sign-in: the cart the shopper built signed out joins their account's cart (the API merges
 * the two) and the cookie keeps the account's cart id from then on. `bearer` is the new session's JWT
 * (the request still carries the old, signed-out state). The Set-Cookie is appended to `headers`. A
 * failure only costs the merge: the sign-in itself must go through, so it is logged, never thrown.
 */
export function createClaimCartAfterSignIn(overrides: Partial<ClaimCartDeps> = {}) {
  const deps: ClaimCartDeps = { requestContext: platformRequestContext, ...overrides };

  return async function claimCartAfterSignIn(request: Request, bearer: string, headers: Headers, context: AppLoadContext): Promise<string | null> {
    const ctx = deps.requestContext(context);
    const cartId = readCartId(request);
    try {
      const { cartClaim } = await ctx.graphql.request(
        CartClaimDocument,
        { cartId },
        { headers: { authorization: `Bearer ${bearer}` }, signal: request.signal },
      );
      if (cartClaim.userErrors.length > 0) {
        ctx.logger.info('cart.claim.refused', { codes: cartClaim.userErrors.map((error) => error.code) });
      }
      if (!cartClaim.cart) return null;
      headers.append('Set-Cookie', cartCookieHeader(ctx, cartClaim.cart.id));
      return cartClaim.cart.id;
    } catch (cause) {
      ctx.logger.warn('cart.claim.failed', { reason: cause instanceof Error ? cause.message : String(cause) });
      return null;
    }
  };
}
