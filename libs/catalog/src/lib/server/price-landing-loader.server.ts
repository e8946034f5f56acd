import type { LoaderFunctionArgs } from '@remix-run/node';
import { PriceLandingPageDocument } from '../../graphql/generated/graphql';
import type { PriceLandingLoaderData } from '../price-landing/price-landing-data';
import { parsePriceHistoryDays } from '../product/price-history-days';
import { productJsonLd } from '../seo/product-json-ld';
import { seoLinks } from '@kori/shell';
import { localeRequest } from '@kori/shell/server';
import { deferredPriceHistory } from './deferred-price-history.server';

/** The price landing page for `slug` (`{product}-price`), or null when no product has that slug. */
export async function loadPriceLandingPage(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  slug: string,
): Promise<PriceLandingLoaderData | null> {
  const { context: ctx, variables, intl } = localeRequest(context);
  const data = await ctx.graphql.request(PriceLandingPageDocument, { ...variables, slug }, { signal: request.signal });
  const page = data.priceLandingPage;
  if (!page) return null;
  const product = page.product;
  const links = seoLinks(request.url, `/${encodeURIComponent(page.slug)}`);
  const historyDays = parsePriceHistoryDays(new URL(request.url).searchParams.get('days'));
  return {
    page: 'priceLanding',
    slug: page.slug,
    product,
    region: ctx.region,
    priceHistory: deferredPriceHistory(ctx, request, { productId: product.id, region: variables.region, days: historyDays }),
    historyDays,
    meta: {
      title: intl.formatMessage({ id: 'catalog.priceLanding.metaTitle' }, { product: product.name }),
      description: intl.formatMessage({ id: 'catalog.priceLanding.metaDescription' }, { product: product.name, count: product.offers.length }),
      ...links,
      jsonLd: productJsonLd(product, links.canonicalUrl),
    },
  };
}
