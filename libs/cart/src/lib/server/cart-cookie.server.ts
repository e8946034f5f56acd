import { readCookie } from '@kori/util-storage';
import { serializeCookieChange, type StorefrontRequestContext } from '@kori/shell/server';
import { z } from 'zod';

/** The cookie that holds the shopper's cart id (HttpOnly: only the storefront server reads it). */
export const CART_COOKIE = 'cart-id';
/** A cart is remembered for 30 days after its last change. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const cartIdSchema = z.uuid();

/** Whether a value is a well-formed cart id (the API's cart ids are uuids). */
export function isCartId(value: unknown): value is string {
  return cartIdSchema.safeParse(value).success;
}

/** The request's cart id, or null when there is none or the cookie holds anything but a uuid. */
export function readCartId(request: Request): string | null {
  const value = readCookie(request.headers.get('cookie'), CART_COOKIE);
  return isCartId(value) ? value : null;
}

/** The Set-Cookie value that keeps `cartId` for 30 days (HttpOnly, SameSite=Lax, path /, Secure in production). */
export function cartCookieHeader(ctx: Pick<StorefrontRequestContext, 'env'>, cartId: string): string {
  if (!isCartId(cartId)) throw new Error('Refusing to store a cart id that is not a uuid');
  return serializeCookieChange(
    { name: CART_COOKIE, action: 'write', value: cartId, maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS },
    { secure: ctx.env.NODE_ENV === 'production' },
  );
}
