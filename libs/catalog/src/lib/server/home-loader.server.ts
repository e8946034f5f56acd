import { seoPageMeta } from '@kori/shell';
import { localeQuery } from '@kori/shell/server';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { HomeDealsDocument } from '../../graphql/generated/graphql';
import { HOME_DEALS_COUNT, popularCategories, type HomeLoaderData } from '../home/home-data';

/** `/`: the current deals in the shopper's region and the popular categories, one API round trip. */
export async function homeLoader(args: LoaderFunctionArgs): Promise<HomeLoaderData> {
  const { data, intl } = await localeQuery(args, HomeDealsDocument, { perPage: HOME_DEALS_COUNT });
  return {
    ...data.deals,
    popularCategories: popularCategories(data.categories),
    meta: seoPageMeta(intl, args.request.url, '/', { titleKey: 'catalog.home.metaTitle', descriptionKey: 'catalog.home.metaDescription' }),
  };
}
