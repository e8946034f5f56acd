import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { ProductPageDocument } from '../../graphql/generated/graphql';
import { parsePriceHistoryDays } from '../product/price-history-days';
import type { ProductLoaderData } from '../product/product-data';
import { productPath } from '@kori/ui';
import { productJsonLd } from '../seo/product-json-ld';
import { seoLinks } from '@kori/shell';
import { localeRequest } from '@kori/shell/server';
import { notFound } from './not-found.server';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue-cache-ttl.server';
import { deferredPriceHistory } from './deferred-price-history.server';

const productIdSchema = z.string().trim().min(1).max(200);

/**
 * `/:categoryId/:productName/:productId`: the product and its ranked offers are awaited (they are the
 * page); the price history is deferred and streams in. A product reached by an outdated category or
 * name is sent to its current address.
 */
export async function productLoader({ request, params, context }: LoaderFunctionArgs): Promise<ProductLoaderData> {
  const id = productIdSchema.safeParse(params['productId']);
  if (!id.success) throw notFound();

  const { context: ctx, variables, intl } = localeRequest(context);
  const data = await ctx.graphql.request(
    ProductPageDocument,
    { ...variables, id: id.data },
    { signal: request.signal, cacheTtlMs: CATALOGUE_CACHE_TTL_MS },
  );
  const product = data.product;
  if (!product) throw notFound();

  if (params['categoryId'] !== product.category.id || params['productName'] !== product.slug) {
    throw redirect(productPath(product) + new URL(request.url).search, 301);
  }

  const historyDays = parsePriceHistoryDays(new URL(request.url).searchParams.get('days'));
  const priceHistory = deferredPriceHistory(ctx, request, { productId: product.id, region: variables.region, days: historyDays });

  const links = seoLinks(request.url, productPath(product));
  return {
    product,
    region: ctx.region,
    priceHistory,
    historyDays,
    meta: {
      title: intl.formatMessage({ id: 'catalog.product.metaTitle' }, { product: product.name }),
      description: intl.formatMessage({ id: 'catalog.product.metaDescription' }, { product: product.name, count: product.offers.length }),
      ...links,
      jsonLd: productJsonLd(product, links.canonicalUrl),
    },
  };
}
