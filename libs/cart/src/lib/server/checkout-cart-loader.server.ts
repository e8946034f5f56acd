import { redirect, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { PRIVATE_NO_STORE } from '@kori/shell';
import { requestContext as platformRequestContext, type StorefrontRequestContext } from '@kori/shell/server';
import { GetEmbeddedCartDocument } from '../../graphql/generated/graphql';
import { CHECKOUT_PATH } from '../model/cart-form';
import { cartCookieHeader, isCartId } from './cart-cookie.server';

/** Where a checkout starts: the delivery address step. */
export const CHECKOUT_START_PATH = CHECKOUT_PATH;

export interface CheckoutCartLoaderDeps {
  requestContext(context: AppLoadContext): StorefrontRequestContext;
}

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * GET /checkout-cart/:cartId: starts a checkout for a cart made elsewhere (the native app, a shared link).
 * The id must be a uuid of a cart the API knows (GetEmbeddedCart); it becomes the shopper's cart and the
 * shopper goes to the address step. Anything else is a 404 page. The address is fixed: nothing from the
 * request but the checked id is used.
 */
export function createCheckoutCartLoader(overrides: Partial<CheckoutCartLoaderDeps> = {}) {
  const deps: CheckoutCartLoaderDeps = { requestContext: platformRequestContext, ...overrides };

  return async function checkoutCartLoader({ params, context, request }: LoaderFunctionArgs) {
    const cartId = params['cartId'];
    if (!isCartId(cartId)) throw notFound();
    const ctx = deps.requestContext(context);
    const { embeddedCart } = await ctx.graphql.request(GetEmbeddedCartDocument, { id: cartId }, { signal: request.signal });
    if (!embeddedCart) throw notFound();
    return redirect(CHECKOUT_START_PATH, {
      headers: { 'Set-Cookie': cartCookieHeader(ctx, cartId), 'Cache-Control': PRIVATE_NO_STORE },
    });
  };
}
