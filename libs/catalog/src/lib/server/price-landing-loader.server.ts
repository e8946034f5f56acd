import type { LoaderFunctionArgs } from '@remix-run/node';
import { PriceLandingPageDocument } from '../../graphql/generated/graphql';
import type { PriceLandingLoaderData } from '../price-landing/price-landing-data';
import { localeRequest } from '@kori/shell/server';
import { productPageParts } from './product-page-parts.server';

/** The price landing page for `slug` (`{product}-price`), or null when no product has that slug. */
export async function loadPriceLandingPage(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  slug: string,
): Promise<PriceLandingLoaderData | null> {
  const locale = localeRequest(context);
  const data = await locale.context.graphql.request(PriceLandingPageDocument, { ...locale.variables, slug }, { signal: request.signal });
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
