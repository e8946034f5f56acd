import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { graphqlLanguage, type Locale } from '@kori/i18n';
import { loadMessages } from '@kori/i18n/server';
import { requestContext, type StorefrontRequestContext } from '@kori/shell/server';
import type { AppLoadContext } from '@remix-run/node';
import type { Language, Region } from '../../graphql/generated/graphql';

export interface CampaignRequest {
  context: StorefrontRequestContext;
  /** The GraphQL variables the campaign queries take from the shopper's locale. */
  variables: { region: Region; language: Language };
  /** Formats the request's texts (page titles and descriptions) on the server. */
  intl: IntlShape;
}

// Message catalogues are static per locale, so one formatter per locale is shared; nothing request-scoped.
const intlCache = createIntlCache();
const intlByLocale = new Map<Locale, IntlShape>();

function intlFor(locale: Locale): IntlShape {
  let intl = intlByLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: loadMessages(locale) }, intlCache);
    intlByLocale.set(locale, intl);
  }
  return intl;
}

/** The storefront's per-request context with what the campaign loaders derive from it. */
export function campaignRequest(loadContext: AppLoadContext): CampaignRequest {
  const context = requestContext(loadContext);
  return {
    context,
    variables: { region: context.region, language: graphqlLanguage(context.locale) },
    intl: intlFor(context.locale),
  };
}
