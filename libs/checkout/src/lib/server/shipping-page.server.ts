import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import {
  ADDRESS_FIELDS,
  deliveryAddressInputSchema,
  isAddressField,
  isAddressValidationErrorCode,
  normalizePhone,
  normalizePostalCode,
  validateDeliveryAddress,
  type AddressField,
  type AddressValidationErrorCode,
} from '@kori/address-rules';
import { openFormAction, type StorefrontRequestContext } from '@kori/shell/server';
import { FetchUserDataDocument, GetCheckoutCartDocument, InitiateCheckoutDocument } from '../../graphql/generated/graphql';
import { cartItems } from '../analytics/commerce-items';
import { checkoutPaths } from '../checkout-paths';
import type { DeliveryAddress } from '../delivery-address/stored-delivery-address';
import type { ShippingActionData, ShippingFormError, ShippingLoaderData } from '../shipping/shipping-data';
import {
  cartIdFrom,
  checkoutPageMeta,
  defaultCheckoutServerDeps,
  noStoreHeaders,
  type CheckoutServerDeps,
} from './checkout-server-deps.server';

/** The seven fields of a form post; a missing field is empty, an overlong one refused by the schema. */
function addressFromForm(fields: Record<string, string>): DeliveryAddress | null {
  const raw = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, fields[field] ?? '']));
  const parsed = deliveryAddressInputSchema().safeParse(raw);
  return parsed.success ? { ...parsed.data } : null;
}

/** What the API receives: trimmed, postal code and phone in their written forms. */
function addressForApi(ctx: StorefrontRequestContext, address: DeliveryAddress): DeliveryAddress {
  const trimmed = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field].trim()])) as DeliveryAddress;
  return {
    ...trimmed,
    postalCode: normalizePostalCode(ctx.region, trimmed.postalCode),
    phone: normalizePhone(ctx.region, trimmed.phone) ?? trimmed.phone,
  };
}

function fieldErrorsOf(errors: readonly { field: unknown; code: unknown }[]): Partial<Record<AddressField, AddressValidationErrorCode>> {
  const result: Partial<Record<AddressField, AddressValidationErrorCode>> = {};
  // The first error per field is the one shown; codes this storefront does not know are left out.
  for (const { field, code } of errors) if (isAddressField(field) && isAddressValidationErrorCode(code)) result[field] ??= code;
  return result;
}

/** The loader and action of /checkout/shipping (tests build their own with doubles). */
export function createShippingPage(overrides: Partial<CheckoutServerDeps> = {}) {
  const deps: CheckoutServerDeps = { ...defaultCheckoutServerDeps, ...overrides };

  /** What is in the cart: null for none or an empty one; an unreadable cart counts as one (the action decides). */
  async function cartContents(ctx: StorefrontRequestContext, cartId: string | null, signal: AbortSignal): Promise<ShippingLoaderData['cart']> {
    if (!cartId) return null;
    try {
      const cart = (await ctx.graphql.request(GetCheckoutCartDocument, { id: cartId }, { signal })).cart;
      return cart && cart.itemCount > 0 ? { items: cartItems(cart), total: cart.total } : null;
    } catch (error) {
      // The form still works: the action reports an empty cart or an unreachable API itself.
      ctx.logger.warn('checkout.shipping.cart.failed', { error: String(error) });
      return { items: [], total: null };
    }
  }

  async function latestAddress(ctx: StorefrontRequestContext, signal: AbortSignal): Promise<DeliveryAddress | null> {
    if (!ctx.sessionJwt) return null;
    try {
      const result = await ctx.graphql.request(FetchUserDataDocument, { region: ctx.region }, { signal });
      return result.latestDeliveryAddress ?? null;
    } catch (error) {
      // Pre-filling is a convenience: the form works without it.
      ctx.logger.warn('checkout.shipping.userData.failed', { error: String(error) });
      return null;
    }
  }

  /** GET /checkout/shipping: the form, pre-filled with the account's latest address when signed in. */
  async function shippingLoader({ request, context }: LoaderFunctionArgs) {
    const ctx = deps.requestContext(context);
    const cartId = cartIdFrom(request);
    const [cart, latestDeliveryAddress] = await Promise.all([
      cartContents(ctx, cartId, request.signal),
      latestAddress(ctx, request.signal),
    ]);
    const body: ShippingLoaderData = {
      meta: checkoutPageMeta(deps.intl(ctx), 'checkout.shipping.title'),
      hasCart: cart !== null,
      cart,
      latestDeliveryAddress,
    };
    return data(body, { headers: noStoreHeaders() });
  }

  /** POST /checkout/shipping: the address rules first, then initiateCheckout; success goes to the progress page. */
  async function shippingAction({ request, context }: ActionFunctionArgs) {
    const form = await openFormAction(request, 'Starting a checkout');
    if (!form.ok) return form.response;
    const ctx = deps.requestContext(context);
    const values = addressFromForm(form.fields);
    if (!values) return data({ error: 'INVALID_FORM' }, { status: 400, headers: noStoreHeaders() });

    const answer = (status: number, result: Omit<ShippingActionData, 'values'>) =>
      data<ShippingActionData>({ values, ...result }, { status, headers: noStoreHeaders() });
    const formError = (status: number, error: ShippingFormError, checkoutErrors: string[] = []) =>
      answer(status, { fieldErrors: {}, formError: error, checkoutErrors });

    // The same rules the API runs: the shopper hears about a typo without a round trip to the merchants.
    const ruleErrors = validateDeliveryAddress(ctx.region, values);
    if (ruleErrors.length > 0) return answer(400, { fieldErrors: fieldErrorsOf(ruleErrors), formError: null, checkoutErrors: [] });

    const cartId = cartIdFrom(request);
    if (!cartId) return formError(409, 'EMPTY_CART');
    let result;
    try {
      result = (await ctx.graphql.request(InitiateCheckoutDocument, { cartId, deliveryAddress: addressForApi(ctx, values) }, { signal: request.signal }))
        .initiateCheckout;
    } catch (error) {
      ctx.logger.warn('checkout.initiate.failed', { error: String(error) });
      return formError(503, 'UNAVAILABLE');
    }
    const fieldErrors = fieldErrorsOf(result.addressErrors);
    if (Object.keys(fieldErrors).length > 0) return answer(400, { fieldErrors, formError: null, checkoutErrors: [] });
    if (result.cartError) return formError(409, result.cartError);
    const checkoutErrors = result.checkoutErrors.map((error) => error.errorType);
    if (checkoutErrors.includes('NO_PRODUCTS_FOUND')) return formError(409, 'EMPTY_CART', checkoutErrors);
    if (!result.checkout || checkoutErrors.length > 0) return formError(409, 'CHECKOUT_ERROR', checkoutErrors);
    return redirect(checkoutPaths.processing(result.checkout.id), { headers: noStoreHeaders() });
  }

  return { shippingLoader, shippingAction };
}
