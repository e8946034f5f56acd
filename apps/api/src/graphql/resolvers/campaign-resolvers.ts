import { currencyForRegion } from '@kori/region';
import { productBenefitOf } from '../../campaigns/campaign-benefit';
import { couponsByCode, listActiveCampaigns } from '../../campaigns/campaign-store';
import { campaignView } from '../../campaigns/campaign-view';
import type { QueryResolvers } from '../generated/resolvers-types';

export const campaignQueryResolvers: QueryResolvers = {
  /**
   * The region's running campaigns, banners in the request's language, the newest start first; a campaign
   * that affects prices on product pages carries its code's product benefit in the region's currency.
   */
  activeCampaigns: async (_root, { region }, ctx) => {
    const rows = await listActiveCampaigns(ctx.db, region, ctx.today);
    const codes = rows.flatMap((row) => (row.affectsPricesOnProductPages && row.discountCode ? [row.discountCode] : []));
    const coupons = await couponsByCode(ctx.db, codes);
    const currency = currencyForRegion(region);
    const now = new Date();
    const language = ctx.labelLanguage(region);
    return rows.map((row) => campaignView(row, language, row.discountCode ? productBenefitOf(coupons.get(row.discountCode), currency, now) : null));
  },
};
