import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { graphqlLanguage, type Locale } from '@kori/i18n';
import { loadMessages } from '@kori/i18n/server';
import { requestContext, type StorefrontRequestContext } from '@kori/shell/server';
import type { AppLoadContext } from '@remix-run/node';
import type { Language, Region } from '../../graphql/generated/graphql';

export interface SearchRequest {
  context: StorefrontRequestContext;
  region: Region;
  language: Language;
  intl: IntlShape;
}

// Catalogues are static per locale: one formatter per locale, nothing request-scoped in it.
const cache = createIntlCache();
const intlByLocale = new Map<Locale, IntlShape>();

/** The request's region, language and a formatter for page titles. */
export function searchRequest(loadContext: AppLoadContext): SearchRequest {
  const context = requestContext(loadContext);
  let intl = intlByLocale.get(context.locale);
  if (!intl) {
    intl = createIntl({ locale: context.locale, messages: loadMessages(context.locale) }, cache);
    intlByLocale.set(context.locale, intl);
  }
  return { context, region: context.region, language: graphqlLanguage(context.locale), intl };
}
