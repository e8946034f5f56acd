import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import type { StorefrontRequestContext } from '@kori/shell/server';
import { GetCompletedCheckoutDocument, GetInitiatedCheckoutDocument } from '../../graphql/generated/graphql';
import { checkoutPaths } from '../checkout-paths';
import type { SuccessLoaderData } from '../success/success-data';
import { checkoutIdFrom, checkoutPageMeta, defaultCheckoutServerDeps, noStoreHeaders, type CheckoutServerDeps } from './checkout-server-deps.server';

// Before payment the receipt does not exist yet: the shopper belongs on the progress page.
const NOT_PAID = new Set(['INITIATED', 'INITIATE_COMPLETE']);

/** The loader of /checkout/success (tests build their own with doubles). */
export function createSuccessPage(overrides: Partial<CheckoutServerDeps> = {}) {
  const deps: CheckoutServerDeps = { ...defaultCheckoutServerDeps, ...overrides };

  /** The names of the checkout's products, for the receipt's lines; a receipt without them still shows. */
  async function productNames(ctx: StorefrontRequestContext, checkoutId: string, signal: AbortSignal): Promise<Record<string, string>> {
    try {
      const result = await ctx.graphql.request(
        GetInitiatedCheckoutDocument,
        { checkoutId, deliveryOptionTemplate: null, couponCode: null, deliveryOptions: null },
        { signal },
      );
      return Object.fromEntries((result.initiatedCheckout?.lines ?? []).map((line) => [line.offerId, line.name]));
    } catch (error) {
      ctx.logger.warn('checkout.success.names.failed', { error: String(error) });
      return {};
    }
  }

  /** GET /checkout/success?checkoutId=…: the receipt (GetCompletedCheckout). */
  async function successLoader({ request, context }: LoaderFunctionArgs) {
    const ctx = deps.requestContext(context);
    const meta = checkoutPageMeta(deps.intl(ctx), 'checkout.success.title');
    const checkoutId = checkoutIdFrom(request);
    const notFound = () =>
      data<SuccessLoaderData>({ meta, checkout: null, region: ctx.region, productNames: {} }, { status: 404, headers: noStoreHeaders() });
    if (!checkoutId) return notFound();
    const [result, names] = await Promise.all([
      ctx.graphql.request(GetCompletedCheckoutDocument, { checkoutId }, { signal: request.signal }),
      productNames(ctx, checkoutId, request.signal),
    ]);
    const checkout = result.completedCheckout;
    if (!checkout) return notFound();
    if (NOT_PAID.has(checkout.checkoutStatus)) throw redirect(checkoutPaths.processing(checkoutId), { headers: noStoreHeaders() });
    return data<SuccessLoaderData>({ meta, checkout, region: ctx.region, productNames: names }, { headers: noStoreHeaders() });
  }

  return { successLoader };
}
