import type { LoaderFunctionArgs } from '@remix-run/node';
import { authRootLoaderData } from '@kori/auth/server';
import { campaignBannerSpaceFromRequest, campaignsRootLoaderData } from '@kori/campaigns/server';
import { cartRootLoaderData } from '@kori/cart/server';
import { readConsentFromRequest } from '@kori/consent-state/server';
import { loadSerializedMessages } from '@kori/i18n/server';
import { requestContext } from '@kori/shell/server';
import type { RootData } from './root-data';

/** Locale, its messages, public config, session presence, consent, the cart id and (streamed) the campaigns for the document of every page. */
export async function rootLoader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const { locale, env, isNativeApp } = requestContext(context);
  return {
    locale,
    messages: loadSerializedMessages(locale),
    config: { graphqlEndpoint: env.PUBLIC_GRAPHQL_ENDPOINT, nativeAppMarker: env.NATIVE_APP_UA_MARKER },
    isNativeApp,
    auth: await authRootLoaderData(request, context),
    consent: readConsentFromRequest(request),
    cart: cartRootLoaderData(request),
    // Not awaited: streamed after the document (single fetch), so no page waits for the campaigns.
    campaigns: campaignsRootLoaderData(request, context),
    campaignBannerSpace: campaignBannerSpaceFromRequest(request),
  };
}
