import { seoPageMeta } from '@kori/shell';
import { localeQuery } from '@kori/shell/server';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { BlackFridayDealsDocument } from '../../graphql/generated/graphql';
import { BLACK_FRIDAY_DEALS_COUNT, type BlackFridayLoaderData } from '../black-friday/black-friday-data';

/** `/blackfriday`: the biggest reductions below the 30-day lowest price in the shopper's region (the API orders deals so). */
export async function blackFridayLoader(args: LoaderFunctionArgs): Promise<BlackFridayLoaderData> {
  const { data, intl } = await localeQuery(args, BlackFridayDealsDocument, { perPage: BLACK_FRIDAY_DEALS_COUNT });
  const meta = seoPageMeta(intl, args.request.url, '/blackfriday', { titleKey: 'catalog.blackFriday.metaTitle', descriptionKey: 'catalog.blackFriday.metaDescription' });
  return { ...data.deals, meta };
}
