import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { isPaymentMethod } from '@kori/payment-methods';
import { avardaCheckoutScriptUrl, publicUrl, readFormFields, refuseForeignOrigin, refuseOtherMethods } from '@kori/shell/server';
import { z } from 'zod';
import { checkoutPaths } from '../checkout-paths';
import type { AvardaCheckoutActionData, AvardaCheckoutLoaderData, PaymentReturnLoaderData } from '../payment/payment-data';
import { checkoutIdFrom, checkoutPageMeta, defaultCheckoutServerDeps, noStoreHeaders, type CheckoutServerDeps } from './checkout-server-deps.server';
import { afterVerificationPath, providerReturnFrom, verifyAuthResponse } from './payment-step.server';

/**
 * The code the Avarda page confirms its purchase with: the purchase id the embedded checkout reported on
 * completion, else (opening the page) the checkout id, by which the API finds the purchase; either way
 * the API asks Avarda for the purchase's state.
 */
export const avardaVerificationCode = (checkoutId: string, purchaseId?: string | null) => purchaseId || checkoutId;

const completionSchema = z.object({ purchaseId: z.string().trim().max(200).optional() });

/** The provider return pages and the embedded Avarda page (tests build their own with doubles). */
export function createPaymentPages(overrides: Partial<CheckoutServerDeps> = {}) {
  const deps: CheckoutServerDeps = { ...defaultCheckoutServerDeps, ...overrides };

  /** A provider's return: the API confirms it with the provider, then the shopper goes to the page it names. */
  function providerReturnLoader(codeParam: 'redirectResult' | 'payment_intent') {
    return async ({ request, context }: LoaderFunctionArgs) => {
      const ctx = deps.requestContext(context);
      const meta = checkoutPageMeta(deps.intl(ctx), 'checkout.paymentReturn.title');
      const params = providerReturnFrom(request, codeParam);
      if (!params) {
        return data<PaymentReturnLoaderData>({ meta, problem: 'invalid', checkoutId: checkoutIdFrom(request) }, { status: 400, headers: noStoreHeaders() });
      }
      const { checkoutId, code } = params;
      try {
        const result = await verifyAuthResponse(ctx, request, checkoutId, code);
        if (result.__typename === 'CardPaymentProviderV3AuthResult') {
          return redirect(checkoutPaths.avardaCheckout(checkoutId), { headers: noStoreHeaders() });
        }
        return redirect(afterVerificationPath(result.redirectUrl, checkoutId), { headers: noStoreHeaders() });
      } catch (error) {
        ctx.logger.warn('checkout.payment.verify.failed', { provider: codeParam, error: String(error) });
        return data<PaymentReturnLoaderData>({ meta, problem: 'unavailable', checkoutId }, { status: 503, headers: noStoreHeaders() });
      }
    };
  }

  /** GET /avarda-checkout-v3?checkoutId=…: the open purchase's JWT for the embedded checkout, or on to the page the API names. */
  async function avardaCheckoutLoader({ request, context }: LoaderFunctionArgs) {
    const ctx = deps.requestContext(context);
    const meta = checkoutPageMeta(deps.intl(ctx), 'checkout.avarda.title');
    const checkoutId = checkoutIdFrom(request);
    if (!checkoutId) {
      return data<AvardaCheckoutLoaderData>({ meta, state: 'notFound', checkoutId: null }, { status: 404, headers: noStoreHeaders() });
    }
    let result;
    try {
      result = await verifyAuthResponse(ctx, request, checkoutId, avardaVerificationCode(checkoutId));
    } catch (error) {
      ctx.logger.warn('checkout.avarda.read.failed', { error: String(error) });
      return data<AvardaCheckoutLoaderData>({ meta, state: 'unavailable', checkoutId }, { status: 503, headers: noStoreHeaders() });
    }
    if (result.__typename === 'RedirectAuthResult') {
      // The purchase is no longer open (completed, refused or timed out): the processing page tells which.
      throw redirect(afterVerificationPath(result.redirectUrl, checkoutId), { headers: noStoreHeaders() });
    }
    const method = new URL(request.url).searchParams.get('method');
    return data<AvardaCheckoutLoaderData>(
      {
        meta,
        state: 'ready',
        checkoutId,
        jwt: result.jwt,
        scriptUrl: avardaCheckoutScriptUrl(ctx.env),
        redirectUrl: publicUrl(ctx, checkoutPaths.avardaCheckout(checkoutId)),
        paymentMethod: isPaymentMethod(method) ? method : null,
      },
      { headers: noStoreHeaders() },
    );
  }

  /** POST /avarda-checkout-v3?checkoutId=…: the embedded checkout says the purchase is done; the API asks Avarda before going on. */
  async function avardaCheckoutAction({ request, context }: ActionFunctionArgs) {
    const refused = refuseOtherMethods(request) ?? refuseForeignOrigin(request, 'Completing a payment');
    if (refused) return refused;
    const ctx = deps.requestContext(context);
    const checkoutId = checkoutIdFrom(request);
    const form = await readFormFields(request);
    if (!form.ok) return form.response;
    const completion = completionSchema.safeParse(form.fields);
    if (!checkoutId || !completion.success) return data<AvardaCheckoutActionData>({ unavailable: true }, { status: 400, headers: noStoreHeaders() });
    try {
      const result = await verifyAuthResponse(ctx, request, checkoutId, avardaVerificationCode(checkoutId, completion.data.purchaseId));
      // Still open (Avarda has not recorded the purchase yet): the processing page waits for it.
      const path = result.__typename === 'RedirectAuthResult' ? afterVerificationPath(result.redirectUrl, checkoutId) : checkoutPaths.processing(checkoutId);
      return redirect(path, { headers: noStoreHeaders() });
    } catch (error) {
      ctx.logger.warn('checkout.avarda.complete.failed', { error: String(error) });
      return data<AvardaCheckoutActionData>({ unavailable: true }, { status: 503, headers: noStoreHeaders() });
    }
  }

  return {
    /** GET /auth_response?checkoutId=…&redirectResult=…: the Adyen return. */
    authResponseLoader: providerReturnLoader('redirectResult'),
    /** GET /payment-completed?checkoutId=…&payment_intent=…: the Stripe return. */
    paymentCompletedLoader: providerReturnLoader('payment_intent'),
    avardaCheckoutLoader,
    avardaCheckoutAction,
  };
}
