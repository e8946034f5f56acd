import { redirect, redirectDocument } from '@remix-run/node';
import { safeRedirectPath } from '@kori/shell';
import type { StorefrontRequestContext } from '@kori/shell/server';
import type { PaymentMethod } from '@kori/payment-methods';
import { z } from 'zod';
import { VerifyAuthResponseDocument, type PaymentStepFragment } from '../../graphql/generated/graphql';
import { checkoutPaths } from '../checkout-paths';
import { noStoreHeaders } from './checkout-server-deps.server';

const providerPageSchema = z.url({ protocol: /^https?$/ });

/**
 * Where the pay form sends the shopper once the API has started the payment: the provider's hosted page
 * (its URL comes from the API, which builds it from configuration), or the embedded Avarda checkout. The
 * Avarda page is loaded as a new document so its own Content-Security-Policy (the Avarda script) applies.
 * Null when the API's answer is not a usable next step.
 */
export function paymentStepResponse(payment: PaymentStepFragment, checkoutId: string, method: PaymentMethod): Response | null {
  if (payment.__typename === 'CardPaymentProviderV3AuthResult') {
    return redirectDocument(checkoutPaths.avardaCheckout(checkoutId, method), { headers: noStoreHeaders() });
  }
  const page = providerPageSchema.safeParse(payment.redirectUrl);
  return page.success ? redirect(page.data, { headers: noStoreHeaders() }) : null;
}

/**
 * Where the shopper goes after the API confirmed a provider's return: the storefront page the API names
 * (the processing page, which then shows the outcome), kept to a path on this site; the processing page
 * when the API names none that is usable.
 */
export function afterVerificationPath(redirectUrl: string, checkoutId: string): string {
  const fallback = checkoutPaths.processing(checkoutId);
  // An absolute URL (the API's configured storefront origin) is reduced to its path on this site.
  const path = URL.canParse(redirectUrl) ? `${new URL(redirectUrl).pathname}${new URL(redirectUrl).search}` : redirectUrl;
  const safe = safeRedirectPath(path, fallback);
  return safe.startsWith('/checkout/') || safe.startsWith('/avarda-checkout-v3') ? safe : fallback;
}

/** Asks the API to confirm a provider's return with the provider itself (never trusting the browser's redirect alone). */
export async function verifyAuthResponse(ctx: StorefrontRequestContext, request: Request, checkoutId: string, code: string) {
  return (await ctx.graphql.request(VerifyAuthResponseDocument, { checkoutId, code }, { signal: request.signal })).verifyAuthResponse;
}

const providerReturnSchema = z.object({
  checkoutId: z.string().trim().min(1).max(100),
  code: z.string().trim().min(1).max(4096),
});

/** A provider's return: the checkout id and the provider's own value (`codeParam`); null when either is missing or absurd. */
export function providerReturnFrom(request: Request, codeParam: string): { checkoutId: string; code: string } | null {
  const params = new URL(request.url).searchParams;
  const parsed = providerReturnSchema.safeParse({ checkoutId: params.get('checkoutId'), code: params.get(codeParam) });
  return parsed.success ? parsed.data : null;
}
