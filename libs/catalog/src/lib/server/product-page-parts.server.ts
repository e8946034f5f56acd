import { seoLinks, type PageMeta } from '@kori/shell';
import type { LocaleRequest } from '@kori/shell/server';
import type { Region } from '../../graphql/generated/graphql';
import { parsePriceHistoryDays, type PriceHistoryDays } from '../product/price-history-days';
import type { PriceHistory, ProductDetails } from '../product/product-data';
import { productJsonLd } from '../seo/product-json-ld';
import { deferredPriceHistory } from './deferred-price-history.server';

/** What every page comparing one product's offers returns besides the product itself. */
export interface ProductPageParts {
  region: Region;
  /** Deferred: the page streams it in. */
  priceHistory: Promise<PriceHistory | null>;
  historyDays: PriceHistoryDays;
  meta: PageMeta;
}

/**
 * The parts a product page and a price landing page share: the price history of the period `?days=`
 * asks for (deferred), and the meta (the page's own title and description for the product, its canonical
 * address `path` with alternates, and Product JSON-LD).
 */
export function productPageParts(
  { context, variables, intl }: LocaleRequest,
  request: Request,
  product: Pick<ProductDetails, 'id' | 'name' | 'imageUrl' | 'description' | 'brand' | 'offers'>,
  page: { path: string; titleId: string; descriptionId: string },
): ProductPageParts {
  const historyDays = parsePriceHistoryDays(new URL(request.url).searchParams.get('days'));
  const priceHistory = deferredPriceHistory(context, request, { productId: product.id, region: variables.region, days: historyDays });
  const links = seoLinks(request.url, page.path);
  return {
    region: context.region,
    priceHistory,
    historyDays,
    meta: {
      title: intl.formatMessage({ id: page.titleId }, { product: product.name }),
      description: intl.formatMessage({ id: page.descriptionId }, { product: product.name, count: product.offers.length }),
      ...links,
      jsonLd: productJsonLd(product, links.canonicalUrl),
    },
  };
}
