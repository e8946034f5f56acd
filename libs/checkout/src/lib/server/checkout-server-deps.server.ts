import type { IntlShape } from '@formatjs/intl';
import type { AppLoadContext } from '@remix-run/node';
import { PRIVATE_NO_STORE, readCookie, type PageMeta } from '@kori/shell';
import { requestContext, requestIntl, type StorefrontRequestContext } from '@kori/shell/server';
import { z } from 'zod';

export interface CheckoutServerDeps {
  requestContext(context: AppLoadContext): StorefrontRequestContext;
  /** The request's text formatter (the platform's, in production). */
  intl(ctx: StorefrontRequestContext): IntlShape;
}

export const defaultCheckoutServerDeps: CheckoutServerDeps = { requestContext, intl: requestIntl };

/** The cookie the cart feature keeps the shopper's cart id in. */
export const CART_ID_COOKIE = 'cart-id';

const cartIdSchema = z.uuid();

/** The shopper's cart id from the `cart-id` cookie; null when absent or not a uuid. */
export function cartIdFrom(request: Request): string | null {
  const parsed = cartIdSchema.safeParse(readCookie(request.headers.get('cookie'), CART_ID_COOKIE));
  return parsed.success ? parsed.data : null;
}

/** A checkout page's title and description; never indexed (it is one shopper's). */
export function checkoutPageMeta(intl: IntlShape, titleKey: string): PageMeta {
  return {
    title: `${intl.formatMessage({ id: titleKey })} | ${intl.formatMessage({ id: 'shell.siteName' })}`,
    description: intl.formatMessage({ id: 'checkout.description' }),
    noindex: true,
  };
}

/** Response headers of every checkout loader and action answer. */
export function noStoreHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({ 'Cache-Control': PRIVATE_NO_STORE, ...extra });
}

const checkoutIdSchema = z.string().trim().min(1).max(100);

/** The `checkoutId` query parameter, or null when missing or absurd. */
export function checkoutIdFrom(request: Request): string | null {
  const parsed = checkoutIdSchema.safeParse(new URL(request.url).searchParams.get('checkoutId'));
  return parsed.success ? parsed.data : null;
}
