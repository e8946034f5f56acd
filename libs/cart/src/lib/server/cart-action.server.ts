import { safeRedirectPathWith } from '@kori/shell';
import { createFormChangeAction, type FormChangeActionDeps, type StorefrontRequestContext } from '@kori/shell/server';
import { z } from 'zod';
import {
  CartAddOfferDocument,
  CartApplyCheapestMixDocument,
  CartClearDocument,
  CartRemoveLineDocument,
  CartSetLineQuantityDocument,
  type CartPayloadFieldsFragment,
} from '../../graphql/generated/graphql';
import {
  CART_OUTCOME_DETAIL_PARAM,
  CART_OUTCOME_PARAM,
  MAX_LINE_QUANTITY,
  type CartActionData,
  type CartIntent,
} from '../model/cart-form';
import type { CartUserErrorView } from '../model/cart-types';
import { cartCookieHeader, isCartId, readCartId } from './cart-cookie.server';


// Ids are the API's (uuids or short keys); only their length is limited here, the API checks they exist.
const id = z.string().trim().min(1).max(100);
const quantity = (min: number) => z.coerce.number().int().min(min).max(MAX_LINE_QUANTITY);
const common = { returnTo: z.string().max(2048).optional(), js: z.literal('1').optional() };

// Form fields arrive as strings; anything else is refused at the boundary.
const cartFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), offerId: id, quantity: quantity(1).default(1), ...common }),
  z.object({ intent: z.literal('set-quantity'), lineId: id, quantity: quantity(0), ...common }),
  z.object({ intent: z.literal('remove'), lineId: id, ...common }),
  z.object({ intent: z.literal('clear'), ...common }),
  z.object({ intent: z.literal('apply-cheapest-mix'), ...common }),
]);
type CartForm = z.infer<typeof cartFormSchema>;

const error = (code: CartUserErrorView['code'], offerId: string | null = null): CartUserErrorView => ({
  code,
  offerId,
  available: null,
  limit: null,
});

/** Runs the change the form asks for; a change that needs a cart the shopper does not have is refused. */
async function changeCart(ctx: StorefrontRequestContext, form: CartForm, cartId: string | null, signal: AbortSignal) {
  const init = { signal };
  if (form.intent === 'add') {
    const variables = { cartId, region: ctx.region, offerId: form.offerId, quantity: form.quantity };
    return (await ctx.graphql.request(CartAddOfferDocument, variables, init)).cartAddOffer;
  }
  if (!cartId) return { cart: null, userErrors: [error('CART_NOT_FOUND')] } satisfies CartPayloadFieldsFragment;
  switch (form.intent) {
    case 'set-quantity':
      return (await ctx.graphql.request(CartSetLineQuantityDocument, { cartId, lineId: form.lineId, quantity: form.quantity }, init))
        .cartSetLineQuantity;
    case 'remove':
      return (await ctx.graphql.request(CartRemoveLineDocument, { cartId, lineId: form.lineId }, init)).cartRemoveLine;
    case 'clear':
      return (await ctx.graphql.request(CartClearDocument, { cartId }, init)).cartClear;
    case 'apply-cheapest-mix':
      return (await ctx.graphql.request(CartApplyCheapestMixDocument, { cartId }, init)).cartApplyCheapestMix;
  }
}

function targetOf(form: CartForm): string | null {
  if (form.intent === 'add') return form.offerId;
  if (form.intent === 'set-quantity' || form.intent === 'remove') return form.lineId;
  return null;
}

/** Where a plain form post goes back to: the page it came from, with the outcome in the address. */
function pageAfterChange(returnTo: string | undefined, intent: CartIntent | null, errors: CartUserErrorView[]): string {
  return safeRedirectPathWith(returnTo, (params) => {
    params.delete(CART_OUTCOME_DETAIL_PARAM);
    const [first] = errors;
    if (first) {
      params.set(CART_OUTCOME_PARAM, first.code);
      if (first.code === 'NOT_ENOUGH_STOCK' && typeof first.available === 'number') {
        params.set(CART_OUTCOME_DETAIL_PARAM, String(first.available));
      } else if (first.code === 'MAXIMUM_CART_AMOUNT' && first.limit) {
        params.set(CART_OUTCOME_DETAIL_PARAM, `${first.limit.price} ${first.limit.currency}`);
      }
    } else {
      params.set(CART_OUTCOME_PARAM, intent === 'add' ? 'added' : 'updated');
    }
  });
}

/**
 * POST /cart: add an offer, set a line's quantity, remove a line, clear the cart or apply the cheapest mix,
 * through the API with the shopper's bearer token. The cart id lives in the `cart-id` cookie (written
 * whenever the API answers with a cart). With JavaScript (`js=1`) the answer is JSON for the fetcher;
 * a plain form post goes back to the page it came from, with the outcome in the address.
 */
export function createCartAction(overrides: Partial<FormChangeActionDeps> = {}) {
  // A foreign page must not change the shopper's cart (cross-site request forgery).
  return createFormChangeAction<CartForm, CartActionData>(
    {
      what: 'Changing the cart',
      log: 'cart',
      parse: (fields) => cartFormSchema.safeParse(fields),
      invalid: () => ({ intent: null, target: null, cart: null, errors: [error('UNKNOWN')] }),
      async change(ctx, form, headers, request) {
        const payload = await changeCart(ctx, form, readCartId(request), request.signal);
        // Written on every answer with a cart: a new cart's id, and 30 days counted from the last change.
        if (payload.cart && isCartId(payload.cart.id)) headers.append('Set-Cookie', cartCookieHeader(ctx, payload.cart.id));
        else if (payload.cart) ctx.logger.error('cart.id.malformed', { intent: form.intent });
        return { intent: form.intent, target: targetOf(form), cart: payload.cart, errors: payload.userErrors };
      },
      failed: (form) => ({ intent: form.intent, target: targetOf(form), cart: null, errors: [error('UNKNOWN', form.intent === 'add' ? targetOf(form) : null)] }),
      pageAfter: (_fields, form, result) => pageAfterChange(form?.returnTo, result.intent, result.errors),
    },
    overrides,
  );
}
