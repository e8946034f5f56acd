import type { LoaderFunctionArgs } from '@remix-run/node';
import { authRootLoaderData } from '@kori/auth/server';
import { campaignBannerSpaceFromRequest, campaignsRootLoaderData } from '@kori/campaigns/server';
import { cartRootLoaderData } from '@kori/cart/server';
import { readConsentFromRequest } from '@kori/consent-state/server';
import { serverIntl } from '@kori/i18n/server';
import type { Locale } from '@kori/i18n';
import { requestContext } from '@kori/shell/server';
import type { RootData, RootMetaTexts } from './root-data';

function rootMetaTexts(locale: Locale): RootMetaTexts {
  const intl = serverIntl(locale);
  const text = (id: string) => intl.formatMessage({ id });
  return { siteName: text('shell.siteName'), tagline: text('shell.tagline'), notFoundTitle: text('errors.notFound.title'), serverErrorTitle: text('errors.server.title') };
}

/** Locale, the document's title texts, public config, session presence, consent, the cart id and the campaigns for the document of every page. */
export async function rootLoader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const { locale, env, isNativeApp } = requestContext(context);
  // Awaited, from the process's one-minute cache: the server then renders the banner's space and the price
  // lines' places, so nothing moves when the browser's stored values decide them.
  const [auth, campaigns] = await Promise.all([authRootLoaderData(request, context), campaignsRootLoaderData(request, context)]);
  return {
    locale,
    metaTexts: rootMetaTexts(locale),
    config: { graphqlEndpoint: env.PUBLIC_GRAPHQL_ENDPOINT, nativeAppMarker: env.NATIVE_APP_UA_MARKER },
    isNativeApp,
    auth,
    consent: readConsentFromRequest(request),
    cart: cartRootLoaderData(request),
    campaigns,
    campaignBannerSpace: campaignBannerSpaceFromRequest(request),
  };
}
