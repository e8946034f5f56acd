import type { IntlShape } from '@formatjs/intl';
import { graphqlLanguage } from '@kori/i18n';
import { requestContext, requestIntl, type StorefrontRequestContext } from '@kori/shell/server';
import type { AppLoadContext } from '@remix-run/node';
import type { Language, Region } from '../../graphql/generated/graphql';

export interface SearchRequest {
  context: StorefrontRequestContext;
  region: Region;
  language: Language;
  intl: IntlShape;
}

/** The request's region, language and a formatter for page titles. */
export function searchRequest(loadContext: AppLoadContext): SearchRequest {
  const context = requestContext(loadContext);
  return { context, region: context.region, language: graphqlLanguage(context.locale), intl: requestIntl(context) };
}
