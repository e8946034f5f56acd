import type { IntlShape } from '@formatjs/intl';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphqlLanguage, type GraphQLLanguage, type Region } from '@kori/i18n';
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { requestContext, type StorefrontRequestContext } from './request-context.server';
import { requestIntl } from './server-intl.server';

export interface LocaleVariables {
  region: Region;
  language: GraphQLLanguage;
}

export interface LocaleRequest {
  context: StorefrontRequestContext;
  /** The GraphQL variables every catalogue-like query takes from the shopper's locale. */
  variables: LocaleVariables;
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

/**
 * A public page's API read in the shopper's locale: `document` with their region and language besides
 * `more`, given up when the request is (`cacheTtlMs`: from the process's shared cache of public answers);
 * with the request's context and formatter for the rest of the page.
 */
export async function localeQuery<TData, TVariables extends LocaleVariables>(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  document: TypedDocumentNode<TData, TVariables>,
  more: Omit<TVariables, keyof LocaleVariables>,
  options: { cacheTtlMs?: number } = {},
): Promise<LocaleRequest & { data: TData }> {
  const locale = localeRequest(context);
  const variables = { ...locale.variables, ...more } as TVariables;
  const data = await locale.context.graphql.request(document, variables, { signal: request.signal, ...options });
  return { ...locale, data };
}
