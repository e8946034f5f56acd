import { seoPageMeta } from '@kori/shell';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { BlackFridayDealsDocument } from '../../graphql/generated/graphql';
import { BLACK_FRIDAY_DEALS_COUNT, type BlackFridayLoaderData } from '../black-friday/black-friday-data';
import { localeRequest } from '@kori/shell/server';

/** `/blackfriday`: the biggest reductions below the 30-day lowest price in the shopper's region (the API orders deals so). */
export async function blackFridayLoader({ request, context }: LoaderFunctionArgs): Promise<BlackFridayLoaderData> {
  const { context: ctx, variables, intl } = localeRequest(context);
  const data = await ctx.graphql.request(
    BlackFridayDealsDocument,
    { ...variables, perPage: BLACK_FRIDAY_DEALS_COUNT },
    { signal: request.signal },
  );
  return {
    deals: data.deals.deals,
    totalCount: data.deals.totalCount,
    meta: seoPageMeta(intl, request.url, '/blackfriday', { titleKey: 'catalog.blackFriday.metaTitle', descriptionKey: 'catalog.blackFriday.metaDescription' }),
  };
}
