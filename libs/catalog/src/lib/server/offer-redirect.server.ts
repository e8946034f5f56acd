import { isLocale, regionOfLocale, type Locale } from '@kori/i18n';
import { readConsentFromRequest } from '@kori/consent-state/server';
import { readCookie, serializeSetCookie } from '@kori/shell';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { OfferRedirectDocument, RecordOfferClickDocument } from '../../graphql/generated/graphql';
import { localeRequest } from '@kori/shell/server';
import { notFound } from './not-found.server';

/** The anonymous shopper's id for click records (first-party, only with statistics consent). */
export const CLICK_CLIENT_ID_COOKIE = 'kori_cid';
const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
const redirectParamsSchema = z.object({
  locale: z.string().refine((value): value is Locale => isLocale(value)),
  productId: idSchema,
  offerId: idSchema,
});

export interface OfferRedirectParams {
  locale: Locale;
  productId: string;
  offerId: string;
}

/** `/redirect/:locale/:productId/:offerId` params, or null when any is malformed or the locale is not served. */
export function parseOfferRedirectParams(params: Record<string, string | undefined>): OfferRedirectParams | null {
  const parsed = redirectParamsSchema.safeParse(params);
  return parsed.success ? { locale: parsed.data.locale as Locale, productId: parsed.data.productId, offerId: parsed.data.offerId } : null;
}

/** The merchant address if it is an absolute http(s) URL; anything else (javascript:, data:, relative) is refused. */
export function safeMerchantUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** The click's client id: the shopper's cookie, or a new one when statistics consent allows it. */
export function clickClientId(request: Request): { clientId: string | null; setCookie: string | null } {
  const existing = readCookie(request.headers.get('cookie'), CLICK_CLIENT_ID_COOKIE);
  if (existing && CLIENT_ID.test(existing)) return { clientId: existing, setCookie: null };
  if (!readConsentFromRequest(request).levels.statistics) return { clientId: null, setCookie: null };
  const clientId = crypto.randomUUID();
  const secure = new URL(request.url).protocol === 'https:';
  return {
    clientId,
    setCookie: serializeSetCookie(CLICK_CLIENT_ID_COOKIE, clientId, { maxAge: ONE_YEAR_SECONDS, path: '/', sameSite: 'Lax', secure, httpOnly: true }),
  };
}

/**
 * `/redirect/:locale/:productId/:offerId`: records the click through the API (who: client id cookie or
 * the signed-in user the API sees from the bearer token; what; locale; the API stamps when) and answers
 * 302 to the merchant's offer page. Unknown product, an offer not of that product (in the locale's
 * region), an unsupported locale or a non-http(s) target: the 404 page.
 */
export async function offerRedirectLoader({ request, params, context }: LoaderFunctionArgs): Promise<Response> {
  const parsed = parseOfferRedirectParams(params);
  if (!parsed) throw notFound();
  const { context: ctx } = localeRequest(context);

  const data = await ctx.graphql.request(
    OfferRedirectDocument,
    { id: parsed.productId, region: regionOfLocale(parsed.locale) },
    { signal: request.signal },
  );
  const offer = data.product?.offers.find((candidate) => candidate.id === parsed.offerId);
  if (!offer) throw notFound();

  const target = safeMerchantUrl(offer.url);
  if (!target) {
    ctx.logger.warn('Offer redirect refused: merchant URL is not http(s)', { productId: parsed.productId, offerId: parsed.offerId });
    throw notFound();
  }

  const { clientId, setCookie } = clickClientId(request);
  try {
    await ctx.graphql.request(
      RecordOfferClickDocument,
      { productId: parsed.productId, offerId: parsed.offerId, locale: parsed.locale, clientId },
      { signal: request.signal },
    );
  } catch (error: unknown) {
    // A lost click record must not keep the shopper from the shop.
    ctx.logger.warn('Offer click could not be recorded', { productId: parsed.productId, offerId: parsed.offerId, error });
  }

  const headers = new Headers({ location: target, 'cache-control': 'no-store', 'referrer-policy': 'origin' });
  if (setCookie) headers.append('set-cookie', setCookie);
  return new Response(null, { status: 302, headers });
}
