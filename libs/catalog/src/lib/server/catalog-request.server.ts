import type { IntlShape } from '@formatjs/intl';
import { graphqlLanguage } from '@kori/i18n';
import { requestContext, requestIntl, type StorefrontRequestContext } from '@kori/shell/server';
import type { AppLoadContext } from '@remix-run/node';
import type { Language, Region } from '../../graphql/generated/graphql';

export interface CatalogRequest {
  context: StorefrontRequestContext;
  /** The GraphQL variables every catalogue query takes from the shopper's locale. */
  variables: { region: Region; language: Language };
  /** Formats the request's texts (page titles and descriptions) on the server. */
  intl: IntlShape;
}

/** The storefront's per-request context with what the catalogue loaders derive from it. */
export function catalogRequest(loadContext: AppLoadContext): CatalogRequest {
  const context = requestContext(loadContext);
  return {
    context,
    variables: { region: context.region, language: graphqlLanguage(context.locale) },
    intl: requestIntl(context),
  };
}

/** The 404 a loader throws for an unknown category or product (the storefront renders its not-found page). */
export function notFound(): Response {
  return new Response(null, { status: 404 });
}
