import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { ProductPageDocument } from '../../graphql/generated/graphql';
import type { ProductLoaderData } from '../product/product-data';
import { productPath } from '@kori/ui';
import { localeQuery } from '@kori/shell/server';
import { notFound } from './not-found.server';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue-cache-ttl.server';
import { productPageParts } from './product-page-parts.server';

const productIdSchema = z.string().trim().min(1).max(200);

/**
 * `/:categoryId/:productName/:productId`: the product and its ranked offers are awaited (they are the
 * page); the price history is deferred and streams in. A product reached by an outdated category or
 * name is sent to its current address.
 */
export async function productLoader(args: LoaderFunctionArgs): Promise<ProductLoaderData> {
  const { request, params } = args;
  const id = productIdSchema.safeParse(params['productId']);
  if (!id.success) throw notFound();

  const { data, ...locale } = await localeQuery(args, ProductPageDocument, { id: id.data }, { cacheTtlMs: CATALOGUE_CACHE_TTL_MS });
  const product = data.product;
  if (!product) throw notFound();

  if (params['categoryId'] !== product.category.id || params['productName'] !== product.slug) {
    throw redirect(productPath(product) + new URL(request.url).search, 301);
  }

  return {
    product,
    ...productPageParts(locale, request, product, {
      path: productPath(product),
      titleId: 'catalog.product.metaTitle',
      descriptionId: 'catalog.product.metaDescription',
    }),
  };
}
