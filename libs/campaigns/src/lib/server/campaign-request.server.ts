import type { IntlShape } from '@formatjs/intl';
import { graphqlLanguage } from '@kori/i18n';
import { requestContext, requestIntl, type StorefrontRequestContext } from '@kori/shell/server';
import type { AppLoadContext } from '@remix-run/node';
import type { Language, Region } from '../../graphql/generated/graphql';

export interface CampaignRequest {
  context: StorefrontRequestContext;
  /** The GraphQL variables the campaign queries take from the shopper's locale. */
  variables: { region: Region; language: Language };
  /** Formats the request's texts (page titles and descriptions) on the server. */
  intl: IntlShape;
}

/** The storefront's per-request context with what the campaign loaders derive from it. */
export function campaignRequest(loadContext: AppLoadContext): CampaignRequest {
  const context = requestContext(loadContext);
  return {
    context,
    variables: { region: context.region, language: graphqlLanguage(context.locale) },
    intl: requestIntl(context),
  };
}
