import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadMessages } from '@kori/i18n/server';
import { requestContext } from '@kori/shell/server';
import type { RootData } from './root-data';

/** Locale, its messages and the public config for the document; local work only, so it does not fail on API trouble. */
export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const { locale, env, isNativeApp } = requestContext(context);
  return {
    locale,
    messages: loadMessages(locale),
    config: { graphqlEndpoint: env.PUBLIC_GRAPHQL_ENDPOINT, nativeAppMarker: env.NATIVE_APP_UA_MARKER },
    isNativeApp,
  };
}
