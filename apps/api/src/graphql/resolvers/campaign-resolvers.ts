import { listActiveCampaigns } from '../../campaigns/campaign-store';
import { campaignView } from '../../campaigns/campaign-view';
import type { QueryResolvers } from '../generated/resolvers-types';

export const campaignQueryResolvers: QueryResolvers = {
  /** The region's running campaigns, banners in the request's language; the newest start first. */
  activeCampaigns: async (_root, { region }, ctx) => {
    const rows = await listActiveCampaigns(ctx.db, region, ctx.today);
    const language = ctx.labelLanguage(region);
    return rows.map((row) => campaignView(row, language));
  },
};
