import type { ActiveCampaignsQuery } from '../../graphql/generated/graphql';

/** A campaign as the storefront receives it. */
export type CampaignData = ActiveCampaignsQuery['activeCampaigns'][number];

/** What is stored under `current-campaign` when a shopper dismisses a banner. */
export interface CampaignDismissal {
  /** The shopper's calendar day of the dismissal (YYYY-MM-DD). */
  dismissedAt: string;
  campaignId: string;
}

/** A dismissed banner stays hidden this many days after the day it was dismissed. */
export const DISMISSAL_DAYS = 7;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The shopper's calendar day (their own time zone) as YYYY-MM-DD. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Active, and `today` lies within start..end, both days included. */
export function isCampaignRunning(campaign: Pick<CampaignData, 'isActive' | 'duration'>, today: string): boolean {
  const { start, end } = campaign.duration;
  if (!campaign.isActive || !isIsoDate(start) || !isIsoDate(end)) return false;
  return start <= today && today <= end;
}

/** A first-time-buyer campaign is for shoppers who have used no coupon code yet; any other is for everyone. */
export function isEligible(campaign: Pick<CampaignData, 'firstTimeBuyer'>, usedCouponCodes: readonly string[]): boolean {
  return !campaign.firstTimeBuyer || usedCouponCodes.length === 0;
}

/**
 * A campaign with what the shopper may have of it: once a code was used, a first-time-buyer campaign's link
 * and discount promotion are withheld.
 */
export function withholdForUsedCodes(campaign: CampaignData, usedCouponCodes: readonly string[]): CampaignData {
  if (!campaign.firstTimeBuyer || usedCouponCodes.length === 0) return campaign;
  return { ...campaign, link: null, discountPromotion: null };
}

/**
 * The current campaign: the first (the API sends the newest start first) that runs today and that the shopper
 * is eligible for, with withheld parts removed; null when none.
 */
export function currentCampaign(campaigns: readonly CampaignData[], today: string, usedCouponCodes: readonly string[]): CampaignData | null {
  const found = campaigns.find((campaign) => isCampaignRunning(campaign, today) && isEligible(campaign, usedCouponCodes));
  return found ? withholdForUsedCodes(found, usedCouponCodes) : null;
}

/** A dismissal of `campaignId` still hides it while dismissal day + 7 days is today or later. */
export function isDismissalInForce(dismissal: CampaignDismissal, campaignId: string, today: string): boolean {
  return dismissal.campaignId === campaignId && isIsoDate(dismissal.dismissedAt) && addDays(dismissal.dismissedAt, DISMISSAL_DAYS) >= today;
}

export interface BannerDecision {
  /** The campaign whose banner shows, or null. */
  campaign: CampaignData | null;
  /** The stored dismissal no longer applies (expired, or for another campaign) and is to be removed. */
  removeDismissal: boolean;
}

/**
 * Whether the banner shows: only for a campaign running today, never once any coupon code was used, and not
 * while a dismissal of that campaign is in force; a dismissal that does not hide it is stale.
 */
export function decideBanner(input: {
  campaigns: readonly CampaignData[];
  today: string;
  usedCouponCodes: readonly string[];
  dismissal: CampaignDismissal | null;
}): BannerDecision {
  const { today, usedCouponCodes, dismissal } = input;
  const campaign = currentCampaign(input.campaigns, today, usedCouponCodes);
  if (!campaign) return { campaign: null, removeDismissal: false };
  if (dismissal && isDismissalInForce(dismissal, campaign.id, today)) return { campaign: null, removeDismissal: false };
  const removeDismissal = dismissal !== null;
  if (usedCouponCodes.length > 0) return { campaign: null, removeDismissal };
  return { campaign, removeDismissal };
}

/** The banner texts in `language` (a GraphQL Language such as FI), the campaign's own banner when it has no translation. */
export function bannerIn(campaign: CampaignData, language: string): CampaignData['banner'] {
  return campaign.translations.find((translation) => translation.language === language)?.banner ?? campaign.banner;
}
