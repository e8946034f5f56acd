import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { CategoryPageDocument } from '../../graphql/generated/graphql';
import { CATEGORY_PAGE_SIZE, type CategoryLoaderData } from '../category/category-data';
import { catalogRequest, notFound } from './catalog-request.server';

// Category ids are URL slugs; anything else (favicon.ico, robots.txt, ...) is not a category and needs no API call.
const categoryIdSchema = z.string().max(200).regex(/^[\p{L}\p{N}_-]+$/u);
// `?page=N`; anything else (missing, zero, negative, not a number) means the first page.
const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

export function parsePageParam(value: string | null): number {
  return value === null ? 1 : pageSchema.parse(value);
}

/** `/:categoryId`: the category with its breadcrumbs and children, and one page of its products. */
export async function categoryLoader({ request, params, context }: LoaderFunctionArgs): Promise<CategoryLoaderData> {
  const id = categoryIdSchema.safeParse(params['categoryId']);
  if (!id.success) throw notFound();
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));

  const { context: ctx, variables, intl } = catalogRequest(context);
  const data = await ctx.graphql.request(
    CategoryPageDocument,
    { ...variables, id: id.data, page, perPage: CATEGORY_PAGE_SIZE },
    { signal: request.signal },
  );
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
    },
  };
}
