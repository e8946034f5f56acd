import type { AppLoadContext } from '@remix-run/node';
import { localeRequest } from '@kori/shell/server';
import { ActiveCampaignsDocument } from '../../graphql/generated/graphql';
import { bannerHiddenIn } from '../banner/banner-space-cookie';
import type { CampaignData } from '../banner/campaign-rules';

/** Campaigns are the same for every shopper of a region: one API call a minute per region and process. */
export const CAMPAIGNS_CACHE_TTL_MS = 60_000;

/**
 * The region's running campaigns for the banner and the prices with benefit, from the process's shared cache
 * of public answers for a minute (so the root loader awaits them at the cost of one API call a minute). A failure is logged and answers no
 * campaigns: a missing banner must not break a page.
 */
export function campaignsRootLoaderData(request: Request, context: AppLoadContext): Promise<CampaignData[]> {
  const { context: ctx, variables } = localeRequest(context);
  return ctx.graphql
    .request(ActiveCampaignsDocument, { region: variables.region }, { signal: request.signal, cacheTtlMs: CAMPAIGNS_CACHE_TTL_MS })
    .then((data) => data.activeCampaigns)
    .catch((error: unknown) => {
      if (!request.signal.aborted) ctx.logger.warn('campaigns not available', { error: error instanceof Error ? error.message : String(error) });
      return [];
    });
}

/** Whether the page keeps space for the banner: not when the request says this browser's banner is hidden. */
export function campaignBannerSpaceFromRequest(request: Request): boolean {
  return !bannerHiddenIn(request.headers.get('cookie'));
}
