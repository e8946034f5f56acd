// Public, browser-safe entry of @kori/campaigns: campaign pages (Black Friday), the campaign banner and its slot.
export { campaignSlot, type CampaignPlacement, type CampaignSlotRenderer } from './lib/slot/campaign-slot';
export { BlackFridayPage, BlackFridayPageView, type BlackFridayPageViewProps } from './lib/black-friday/black-friday-page';
export { BLACK_FRIDAY_DEALS_COUNT, type BlackFridayLoaderData, type BlackFridayDeal } from './lib/black-friday/black-friday-data';
export { blackFridayHandle } from './lib/handles';
export { CampaignBanner, type CampaignBannerProps } from './lib/banner/campaign-banner';
export { CAMPAIGN_DISMISSAL_STORAGE_KEY, campaignDismissalAtom, dismissCampaignAtom } from './lib/banner/campaign-dismissal';
export { DISMISSAL_DAYS, currentCampaign, decideBanner, type CampaignData, type CampaignDismissal } from './lib/banner/campaign-rules';
export { campaignsStylesheetHref } from './lib/stylesheet';
export { CampaignPriceBenefits, type CampaignPriceBenefitsProps } from './lib/benefit/campaign-price-benefits';
export { currentPriceBenefit, priceWithBenefit, type PriceBenefit } from './lib/benefit/price-benefit-rules';
export { BANNER_HIDDEN_COOKIE } from './lib/banner/banner-space-cookie';
