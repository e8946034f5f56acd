// Server-only entry of @kori/campaigns: the campaign pages' loaders and the root loader's campaigns. Never import from browser code.
export { blackFridayLoader } from './lib/server/black-friday-loader.server';
export { campaignBannerSpaceFromRequest, campaignsRootLoaderData } from './lib/server/campaigns-root-loader.server';
