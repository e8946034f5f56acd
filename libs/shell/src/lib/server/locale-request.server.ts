import type { IntlShape } from '@formatjs/intl';
import { graphqlLanguage, type GraphQLLanguage, type Region } from '@kori/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { requestContext, type StorefrontRequestContext } from './request-context.server';
import { requestIntl } from './server-intl.server';

export interface LocaleRequest {
  context: StorefrontRequestContext;
  /** The GraphQL variables every catalogue-like query takes from the shopper's locale. */
  variables: { region: Region; language: GraphQLLanguage };
  /** Formats the request's texts (page titles and descriptions) on the server. */
  intl: IntlShape;
}

/** The per-request context with what page loaders derive from the shopper's locale: query variables and a formatter. */
export function localeRequest(loadContext: AppLoadContext): LocaleRequest {
  const context = requestContext(loadContext);
  return {
    context,
    variables: { region: context.region, language: graphqlLanguage(context.locale) },
    intl: requestIntl(context),
  };
}
