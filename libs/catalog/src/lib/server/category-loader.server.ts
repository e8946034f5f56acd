import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { CategoryPageDocument } from '../../graphql/generated/graphql';
import { CATEGORY_PAGE_SIZE, type CategoryLoaderData } from '../category/category-data';
import type { PriceLandingLoaderData } from '../price-landing/price-landing-data';
import { classifyCatalogSlug } from '../routing/catalog-slug';
import { categoryPath } from '@kori/ui';
import { seoLinks } from '@kori/shell';
import { localeQuery } from '@kori/shell/server';
import { notFound } from './not-found.server';
import { loadPriceLandingPage } from './price-landing-loader.server';

// `?page=N`; anything else (missing, zero, negative, not a number) means the first page.
const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

export function parsePageParam(value: string | null): number {
  return value === null ? 1 : pageSchema.parse(value);
}

/**
 * `/:categoryId`: a `{product}-price` address is a price landing page; otherwise the category with its
 * breadcrumbs and children, and one page of its products. A segment that is no slug: 404, no API call.
 */
export async function categoryLoader(args: LoaderFunctionArgs): Promise<CategoryLoaderData | PriceLandingLoaderData> {
  const slug = classifyCatalogSlug(args.params['categoryId']);
  if (!slug) throw notFound();
  if (slug.kind === 'priceLanding') {
    const landing = await loadPriceLandingPage(args, slug.slug);
    if (landing) return landing;
  }
  return loadCategoryPage(args, slug.categoryId);
}

async function loadCategoryPage(args: LoaderFunctionArgs, categoryId: string): Promise<CategoryLoaderData> {
  const { request } = args;
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));

  const { data, intl } = await localeQuery(args, CategoryPageDocument, { id: categoryId, page, perPage: CATEGORY_PAGE_SIZE });
  if (!data.category) throw notFound();

  const category = data.category;
  return {
    category,
    listing: data.products,
    meta: {
      title: intl.formatMessage({ id: 'catalog.category.metaTitle' }, { category: category.name }),
      description: intl.formatMessage(
        { id: 'catalog.category.metaDescription' },
        { category: category.name, count: category.productCount },
      ),
      ...seoLinks(request.url, categoryPath(category.id), { page: page > 1 ? String(page) : undefined }),
    },
  };
}
