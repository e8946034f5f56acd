import type { LoaderFunctionArgs } from '@remix-run/node';
import { HomeDealsDocument } from '../../graphql/generated/graphql';
import { HOME_DEALS_COUNT, popularCategories, type HomeLoaderData } from '../home/home-data';
import { seoPageMeta } from '@kori/shell';
import { localeRequest } from '@kori/shell/server';

/** `/`: the current deals in the shopper's region and the popular categories, one API round trip. */
export async function homeLoader({ request, context }: LoaderFunctionArgs): Promise<HomeLoaderData> {
  const { context: ctx, variables, intl } = localeRequest(context);
  const data = await ctx.graphql.request(
    HomeDealsDocument,
    { ...variables, perPage: HOME_DEALS_COUNT },
    { signal: request.signal },
  );
  return {
    deals: data.deals.deals,
    totalCount: data.deals.totalCount,
    popularCategories: popularCategories(data.categories),
    meta: seoPageMeta(intl, request.url, '/', { titleKey: 'catalog.home.metaTitle', descriptionKey: 'catalog.home.metaDescription' }),
  };
}
