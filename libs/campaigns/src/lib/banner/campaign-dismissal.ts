import { atom } from 'jotai';
import { recordUsedCouponCodesAtom } from '@kori/coupon-state';
import { createStoredAtom } from '@kori/shell';
import type { CampaignData, CampaignDismissal } from './campaign-rules';

export const CAMPAIGN_DISMISSAL_STORAGE_KEY = 'current-campaign';

// The schema (and zod with it) is fetched only when a dismissal is stored (decision 025).
/** The shopper's latest banner dismissal, kept under `current-campaign` as { dismissedAt, campaignId }. */
export const campaignDismissalAtom = createStoredAtom<CampaignDismissal | null>(
  CAMPAIGN_DISMISSAL_STORAGE_KEY,
  () => import('./campaign-dismissal-schema').then((module) => module.dismissalSchema),
  null,
);

/** Dismissing a banner: stores today's dismissal of the campaign and records its discount code (if any) as used. */
export const dismissCampaignAtom = atom(null, (_get, set, { campaign, today }: { campaign: CampaignData; today: string }) => {
  set(campaignDismissalAtom, { dismissedAt: today, campaignId: campaign.id });
  const code = campaign.discountPromotion?.discountCode;
  if (code) set(recordUsedCouponCodesAtom, { codes: [code] });
});
