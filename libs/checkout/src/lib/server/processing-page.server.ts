import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { readFormFields, refuseForeignOrigin, refuseOtherMethods, type StorefrontRequestContext } from '@kori/shell/server';
import { z } from 'zod';
import {
  GetCheckoutCartDocument,
  GetInitiatedCheckoutDocument,
  PerformCheckoutDocument,
  RemoveCheckoutCartLineDocument,
} from '../../graphql/generated/graphql';
import { checkoutPaths } from '../checkout-paths';
import { COUPON_FIELD, couponCodeFrom, isCouponFailure } from '../coupon/coupon-code';
import { deliverySelectionFrom, type DeliverySelection } from '../processing/delivery-selection';
import { STAND_IN_PAYMENT_METHOD, type ProcessingActionData, type ProcessingLoaderData } from '../processing/processing-data';
import {
  cartIdFrom,
  checkoutIdFrom,
  checkoutPageMeta,
  defaultCheckoutServerDeps,
  noStoreHeaders,
  type CheckoutServerDeps,
} from './checkout-server-deps.server';

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('pay'), checkoutId: z.string().trim().min(1).max(100) }),
  z.object({ intent: z.literal('removeProduct'), checkoutId: z.string().trim().min(1).max(100), offerId: z.string().min(1).max(100) }),
]);

const PERFORMED = new Set(['PERFORM', 'PERFORM_COMPLETE', 'PERFORM_FAILED']);

/** The loader and action of /checkout/processing (tests build their own with doubles). */
export function createProcessingPage(overrides: Partial<CheckoutServerDeps> = {}) {
  const deps: CheckoutServerDeps = { ...defaultCheckoutServerDeps, ...overrides };

  /** GET /checkout/processing?checkoutId=…: progress while INITIATED, the review at INITIATE_COMPLETE. */
  async function processingLoader({ request, context }: LoaderFunctionArgs) {
    const ctx = deps.requestContext(context);
    const meta = checkoutPageMeta(deps.intl(ctx), 'checkout.processing.title');
    const checkoutId = checkoutIdFrom(request);
    const params = new URL(request.url).searchParams;
    const selection = deliverySelectionFrom(params);
    const couponCode = couponCodeFrom(params.get(COUPON_FIELD));
    const empty = (status: number, unavailable: boolean) =>
      data<ProcessingLoaderData>({ meta, checkout: null, selection, couponCode, unavailable }, { status, headers: noStoreHeaders() });
    if (!checkoutId) return empty(404, false);
    let checkout;
    try {
      const result = await ctx.graphql.request(
        GetInitiatedCheckoutDocument,
        {
          checkoutId,
          deliveryOptionTemplate: selection.template,
          couponCode: couponCode || null,
          deliveryOptions: selection.deliveryOptions.length > 0 ? selection.deliveryOptions : null,
        },
        { signal: request.signal },
      );
      checkout = result.initiatedCheckout;
    } catch (error) {
      // The agents keep working in the API; the page says so and asks again.
      ctx.logger.warn('checkout.processing.read.failed', { error: String(error) });
      return empty(503, true);
    }
    if (!checkout) return empty(404, false);
    // Once paid, the receipt is the page to be on (a reload or the back button lands there too).
    if (checkout.checkoutStatus === 'PERFORM_COMPLETE' || checkout.checkoutStatus === 'PERFORM_FAILED') {
      throw redirect(checkoutPaths.success(checkout.id), { headers: noStoreHeaders() });
    }
    return data<ProcessingLoaderData>({ meta, checkout, selection, couponCode, unavailable: false }, { headers: noStoreHeaders() });
  }

  async function pay(ctx: StorefrontRequestContext, request: Request, checkoutId: string, selection: DeliverySelection, couponCode: string | null) {
    const result = (
      await ctx.graphql.request(
        PerformCheckoutDocument,
        {
          checkoutId,
          paymentMethod: STAND_IN_PAYMENT_METHOD,
          deliveryOptionTemplate: selection.template,
          deliveryOptions: selection.deliveryOptions.length > 0 ? selection.deliveryOptions : null,
          couponCode: couponCode || null,
        },
        { signal: request.signal },
      )
    ).performCheckout;
    if (isCouponFailure(result)) {
      return data<ProcessingActionData>(
        { cartError: null, checkoutErrors: [], couponCodeErrors: result.couponCodeErrors, unavailable: false },
        { status: 409, headers: noStoreHeaders() },
      );
    }
    const checkoutErrors = result.checkoutErrors.map((error) => error.errorType);
    if (result.cartError || checkoutErrors.length > 0 || !result.checkoutStatus || !PERFORMED.has(result.checkoutStatus)) {
      return data<ProcessingActionData>(
        { cartError: result.cartError, checkoutErrors: checkoutErrors.length > 0 || result.cartError ? checkoutErrors : ['UNKNOWN_ERROR'], unavailable: false },
        { status: 409, headers: noStoreHeaders() },
      );
    }
    return redirect(checkoutPaths.success(result.checkoutId), { headers: noStoreHeaders() });
  }

  /** Takes a product the merchant cannot sell out of the cart; the checkout then starts again from the address. */
  async function removeProduct(ctx: StorefrontRequestContext, request: Request, offerId: string) {
    const cartId = cartIdFrom(request);
    if (cartId) {
      const cart = (await ctx.graphql.request(GetCheckoutCartDocument, { id: cartId }, { signal: request.signal })).cart;
      const line = cart?.merchants.flatMap((merchant) => merchant.lines).find((candidate) => candidate.offerId === offerId);
      if (line) await ctx.graphql.request(RemoveCheckoutCartLineDocument, { cartId, lineId: line.id }, { signal: request.signal });
    }
    return redirect(checkoutPaths.shipping(), { headers: noStoreHeaders() });
  }

  /** POST /checkout/processing: pay with the stand-in (performCheckout), or remove a product. */
  async function processingAction({ request, context }: ActionFunctionArgs) {
    const refused = refuseOtherMethods(request) ?? refuseForeignOrigin(request, 'Paying for a checkout');
    if (refused) return refused;
    const ctx = deps.requestContext(context);
    const form = await readFormFields(request);
    if (!form.ok) return form.response;
    const parsed = actionSchema.safeParse(form.fields);
    if (!parsed.success) {
      return data<ProcessingActionData>({ cartError: null, checkoutErrors: [], unavailable: true }, { status: 400, headers: noStoreHeaders() });
    }
    try {
      if (parsed.data.intent === 'removeProduct') return await removeProduct(ctx, request, parsed.data.offerId);
      return await pay(ctx, request, parsed.data.checkoutId, deliverySelectionFrom(Object.entries(form.fields)), couponCodeFrom(form.fields[COUPON_FIELD]));
    } catch (error) {
      ctx.logger.warn('checkout.processing.action.failed', { intent: parsed.data.intent, error: String(error) });
      return data<ProcessingActionData>({ cartError: null, checkoutErrors: [], unavailable: true }, { status: 503, headers: noStoreHeaders() });
    }
  }

  return { processingLoader, processingAction };
}
