import type { LoaderFunctionArgs } from '@remix-run/node';
import { PriceLandingPageDocument } from '../../graphql/generated/graphql';
import type { PriceLandingLoaderData } from '../price-landing/price-landing-data';
import { localeQuery } from '@kori/shell/server';
import { productPageParts } from './product-page-parts.server';

/** The price landing page for `slug` (`{product}-price`), or null when no product has that slug. */
export async function loadPriceLandingPage(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  slug: string,
): Promise<PriceLandingLoaderData | null> {
  const { request } = args;
  const { data, ...locale } = await localeQuery(args, PriceLandingPageDocument, { slug });
  const page = data.priceLandingPage;
  if (!page) return null;
  return {
    page: 'priceLanding',
    slug: page.slug,
    product: page.product,
    ...productPageParts(locale, request, page.product, {
      path: `/${encodeURIComponent(page.slug)}`,
      titleId: 'catalog.priceLanding.metaTitle',
      descriptionId: 'catalog.priceLanding.metaDescription',
    }),
  };
}
