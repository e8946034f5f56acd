import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { DealsCategoryDocument, DealsListingDocument } from '../../graphql/generated/graphql';
import { DEALS_PAGE_SIZE, type DealsLoaderData } from '../deals/deals-data';
import { localeRequest } from '@kori/shell/server';

const categoryIdSchema = z.string().max(200).regex(/^[\p{L}\p{N}_-]+$/u);
const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

/** `/deals` and `/deals/:categoryId`: deals biggest drop first; an unknown category is a 404. */
export async function dealsLoader({ request, params, context }: LoaderFunctionArgs): Promise<DealsLoaderData> {
  const rawId = params['categoryId'];
  let categoryId: string | null = null;
  if (rawId !== undefined) {
    const parsed = categoryIdSchema.safeParse(rawId);
    if (!parsed.success) throw new Response(null, { status: 404 });
    categoryId = parsed.data;
  }
  const pageParam = new URL(request.url).searchParams.get('page');
  const page = pageParam === null ? 1 : pageSchema.parse(pageParam);
  const { context: ctx, variables: { region, language }, intl } = localeRequest(context);

  const [listing, categoryData] = await Promise.all([
    ctx.graphql.request(DealsListingDocument, { region, language, categoryId, rootId: categoryId, page, perPage: DEALS_PAGE_SIZE }, { signal: request.signal }),
    categoryId ? ctx.graphql.request(DealsCategoryDocument, { id: categoryId, language }, { signal: request.signal }) : Promise.resolve(null),
  ]);
  const category = categoryData?.category ?? null;
  if (categoryId && !category) throw new Response(null, { status: 404 });

  return {
    category,
    subcategories: listing.categories,
    deals: listing.deals,
    meta: {
      title: category ? intl.formatMessage({ id: 'search.deals.metaTitleIn' }, { category: category.name }) : intl.formatMessage({ id: 'search.deals.metaTitle' }),
      description: intl.formatMessage({ id: 'search.deals.metaDescription' }),
      noindex: page > 1,
    },
  };
}
