import type { LoaderFunctionArgs } from '@remix-run/node';
import { authRootLoaderData } from '@kori/auth/server';
import { campaignBannerSpaceFromRequest, campaignsRootLoaderData } from '@kori/campaigns/server';
import { cartRootLoaderData } from '@kori/cart/server';
import { readConsentFromRequest } from '@kori/consent-state/server';
import { loadSerializedMessages } from '@kori/i18n/server';
import { requestContext } from '@kori/shell/server';
import type { RootData } from './root-data';

/** Locale, its messages, public config, session presence, consent, the cart id and the campaigns for the document of every page. */
export async function rootLoader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const { locale, env, isNativeApp } = requestContext(context);
  // Awaited, from the process's one-minute cache: the server then renders the banner's space and the price
  // lines' places, so nothing moves when the browser's stored values decide them.
  const [auth, campaigns] = await Promise.all([authRootLoaderData(request, context), campaignsRootLoaderData(request, context)]);
  return {
    locale,
    messages: loadSerializedMessages(locale),
    config: { graphqlEndpoint: env.PUBLIC_GRAPHQL_ENDPOINT, nativeAppMarker: env.NATIVE_APP_UA_MARKER },
    isNativeApp,
    auth,
    consent: readConsentFromRequest(request),
    cart: cartRootLoaderData(request),
    campaigns,
    campaignBannerSpace: campaignBannerSpaceFromRequest(request),
  };
}
