import { requestContext } from '@kori/shell/server';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { MerchantsDocument } from '../../graphql/generated/graphql';
import type { ListedMerchant, MerchantLoaderData } from '../pages/content-data';
import { contentPageData } from './content-loaders.server';

/**
 * `/merchant`: the page text and the merchants delivering to the shopper's region (one API call).
 * If the API fails, the page still renders its text and says the list is unavailable.
 */
export async function merchantLoader(args: LoaderFunctionArgs): Promise<MerchantLoaderData> {
  const { request, context } = args;
  const ctx = requestContext(context);
  const page = contentPageData('merchant', args);

  let merchants: ListedMerchant[] | null;
  try {
    const data = await ctx.graphql.request(MerchantsDocument, { region: ctx.region }, { signal: request.signal });
    const collator = new Intl.Collator(ctx.locale, { sensitivity: 'base' });
    merchants = [...data.merchants].sort((a, b) => collator.compare(a.title, b.title));
  } catch (error) {
    ctx.logger.warn('Merchant list could not be loaded', { region: ctx.region, error });
    merchants = null;
  }
  return { ...page, region: ctx.region, merchants };
}
