// /campaign-terms: the campaign terms page; its own meta adds the canonical link to the title and description.
export { campaignTermsLoader as loader } from '@kori/content/server';
export { CampaignTermsPage as default, campaignTermsHandle as handle, contentMeta as meta, contentLinks as links } from '@kori/content';
