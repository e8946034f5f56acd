import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { openFormAction, type StorefrontRequestContext } from '@kori/shell/server';
import { PAYMENT_METHODS, paymentMethodsForRegion, type PaymentMethod } from '@kori/payment-methods';
import { z } from 'zod';
import {
  CancelPaymentDocument,
  GetCheckoutCartDocument,
  GetInitiatedCheckoutDocument,
  GetPaymentAuthorizationStatusDocument,
  PerformCheckoutDocument,
  RemoveCheckoutCartLineDocument,
} from '../../graphql/generated/graphql';
import { checkoutPaths } from '../checkout-paths';
import { COUPON_FIELD, couponCodeFrom, isCouponFailure } from '../coupon/coupon-code';
import { deliverySelectionFrom, type DeliverySelection } from '../processing/delivery-selection';
import { OTHER_METHOD_INTENT, type ProcessingActionData, type ProcessingLoaderData } from '../processing/processing-data';
import { paymentStepResponse } from './payment-step.server';
import {
  cartIdFrom,
  checkoutIdFrom,
  checkoutPageMeta,
  defaultCheckoutServerDeps,
  noStoreHeaders,
  type CheckoutServerDeps,
} from './checkout-server-deps.server';

const actionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('pay'),
    checkoutId: z.string().trim().min(1).max(100),
    // Missing when the shopper chose none; checked against the region's methods below.
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  }),
  // The shopper left the provider's page unfinished and chooses another way to pay.
  z.object({ intent: z.literal(OTHER_METHOD_INTENT), checkoutId: z.string().trim().min(1).max(100) }),
  z.object({ intent: z.literal('removeProduct'), checkoutId: z.string().trim().min(1).max(100), offerId: z.string().min(1).max(100) }),
]);

const PERFORMED = new Set(['PERFORM', 'PERFORM_COMPLETE', 'PERFORM_FAILED']);
// Where a payment may have been tried: while it runs, and after a refusal (the review again).
const PAYMENT_READ = new Set(['PERFORM', 'INITIATE_COMPLETE']);

const NO_ERRORS: Omit<ProcessingActionData, 'checkoutErrors'> = { cartError: null, unavailable: false, paymentMethodMissing: false };

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
    const paymentMethods = [...paymentMethodsForRegion(ctx.region)];
    const empty = (status: number, unavailable: boolean) =>
      data<ProcessingLoaderData>(
        { meta, checkout: null, selection, couponCode, unavailable, paymentMethods, paymentStatus: null },
        { status, headers: noStoreHeaders() },
      );
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
    const paymentStatus = PAYMENT_READ.has(checkout.checkoutStatus) ? await readPaymentStatus(ctx, request, checkoutId) : null;
    return data<ProcessingLoaderData>(
      { meta, checkout, selection, couponCode, unavailable: false, paymentMethods, paymentStatus },
      { headers: noStoreHeaders() },
    );
  }

  /** getPaymentAuthorizationStatus: where the checkout's payment stands; null when none was started or it cannot be read just now. */
  async function readPaymentStatus(ctx: StorefrontRequestContext, request: Request, checkoutId: string) {
    try {
      const result = await ctx.graphql.request(GetPaymentAuthorizationStatusDocument, { checkoutId }, { signal: request.signal });
      return result.paymentAuthorizationStatus?.authorizationStatus ?? null;
    } catch (error) {
      ctx.logger.warn('checkout.processing.payment-status.failed', { error: String(error) });
      return null;
    }
  }

  async function pay(
    ctx: StorefrontRequestContext,
    request: Request,
    checkoutId: string,
    method: PaymentMethod | undefined,
    selection: DeliverySelection,
    couponCode: string | null,
  ) {
    if (!method || !paymentMethodsForRegion(ctx.region).includes(method)) {
      return data<ProcessingActionData>({ ...NO_ERRORS, checkoutErrors: [], paymentMethodMissing: true }, { status: 400, headers: noStoreHeaders() });
    }
    const result = (
      await ctx.graphql.request(
        PerformCheckoutDocument,
        {
          checkoutId,
          paymentMethod: method,
          deliveryOptionTemplate: selection.template,
          deliveryOptions: selection.deliveryOptions.length > 0 ? selection.deliveryOptions : null,
          couponCode: couponCode || null,
        },
        { signal: request.signal },
      )
    ).performCheckout;
    if (isCouponFailure(result)) {
      return data<ProcessingActionData>(
        { ...NO_ERRORS, checkoutErrors: [], couponCodeErrors: result.couponCodeErrors },
        { status: 409, headers: noStoreHeaders() },
      );
    }
    const checkoutErrors = result.checkoutErrors.map((error) => error.errorType);
    if (result.cartError || checkoutErrors.length > 0 || !result.checkoutStatus || !PERFORMED.has(result.checkoutStatus)) {
      return data<ProcessingActionData>(
        { ...NO_ERRORS, cartError: result.cartError, checkoutErrors: checkoutErrors.length > 0 || result.cartError ? checkoutErrors : ['UNKNOWN_ERROR'] },
        { status: 409, headers: noStoreHeaders() },
      );
    }
    if (result.payment) {
      const next = paymentStepResponse(result.payment, result.checkoutId, method);
      if (next) return next;
      ctx.logger.warn('checkout.processing.payment-step.unusable', { checkoutId: result.checkoutId });
      return data<ProcessingActionData>({ ...NO_ERRORS, checkoutErrors: [], unavailable: true }, { status: 502, headers: noStoreHeaders() });
    }
    // Nothing left to pay with a provider: the processing page follows the placement to the receipt.
    return redirect(checkoutPaths.processing(result.checkoutId), { headers: noStoreHeaders() });
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

  /**
   * Closes the payment the shopper left unfinished (cancelPayment), then back to this page: the review
   * with the methods to choose again, or the orders being placed when the payment was approved meanwhile.
   */
  async function otherMethod(ctx: StorefrontRequestContext, request: Request, checkoutId: string) {
    const result = (await ctx.graphql.request(CancelPaymentDocument, { checkoutId }, { signal: request.signal })).cancelPayment;
    return redirect(checkoutPaths.processing(result.checkoutId), { headers: noStoreHeaders() });
  }

  /** POST /checkout/processing: start the payment with the chosen method (performCheckout), leave an unfinished one, or remove a product. */
  async function processingAction({ request, context }: ActionFunctionArgs) {
    const form = await openFormAction(request, 'Paying for a checkout');
    if (!form.ok) return form.response;
    const ctx = deps.requestContext(context);
    const parsed = actionSchema.safeParse(form.fields);
    if (!parsed.success) {
      return data<ProcessingActionData>({ ...NO_ERRORS, checkoutErrors: [], unavailable: true }, { status: 400, headers: noStoreHeaders() });
    }
    try {
      if (parsed.data.intent === 'removeProduct') return await removeProduct(ctx, request, parsed.data.offerId);
      if (parsed.data.intent === OTHER_METHOD_INTENT) return await otherMethod(ctx, request, parsed.data.checkoutId);
      return await pay(
        ctx,
        request,
        parsed.data.checkoutId,
        parsed.data.paymentMethod,
        deliverySelectionFrom(Object.entries(form.fields)),
        couponCodeFrom(form.fields[COUPON_FIELD]),
      );
    } catch (error) {
      ctx.logger.warn('checkout.processing.action.failed', { intent: parsed.data.intent, error: String(error) });
      return data<ProcessingActionData>({ ...NO_ERRORS, checkoutErrors: [], unavailable: true }, { status: 503, headers: noStoreHeaders() });
    }
  }

  return { processingLoader, processingAction };
}
