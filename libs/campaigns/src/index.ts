// Public, browser-safe entry of @kori/campaigns: campaign pages (Black Friday) and the campaign banner slot.
export { campaignSlot, type CampaignPlacement, type CampaignSlotRenderer } from './lib/slot/campaign-slot';
export { BlackFridayPage, BlackFridayPageView, type BlackFridayPageViewProps } from './lib/black-friday/black-friday-page';
export { BLACK_FRIDAY_DEALS_COUNT, type BlackFridayLoaderData, type BlackFridayDeal } from './lib/black-friday/black-friday-data';
export { blackFridayHandle } from './lib/handles';
