import { atom } from 'jotai';
import { z } from 'zod/mini';
import { recordUsedCouponCodesAtom } from '@kori/coupon-state';
import { createStoredAtom } from '@kori/shell';
import { isIsoDate, type CampaignData, type CampaignDismissal } from './campaign-rules';

export const CAMPAIGN_DISMISSAL_STORAGE_KEY = 'current-campaign';

// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
const dismissalSchema = z.lazy(() =>
  z.nullable(
    z.object({
      dismissedAt: z.string().check(z.refine(isIsoDate)),
      campaignId: z.string(),
    }),
  ),
);

/** The shopper's latest banner dismissal, kept under `current-campaign` as { dismissedAt, campaignId }. */
export const campaignDismissalAtom = createStoredAtom<CampaignDismissal | null>(CAMPAIGN_DISMISSAL_STORAGE_KEY, dismissalSchema, null);

/** Dismissing a banner: stores today's dismissal of the campaign and records its discount code (if any) as used. */
export const dismissCampaignAtom = atom(null, (_get, set, { campaign, today }: { campaign: CampaignData; today: string }) => {
  set(campaignDismissalAtom, { dismissedAt: today, campaignId: campaign.id });
  const code = campaign.discountPromotion?.discountCode;
  if (code) set(recordUsedCouponCodesAtom, { codes: [code] });
});
