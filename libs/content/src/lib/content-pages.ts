import type { PageHandle } from '@kori/shell';

/** The content pages of the storefront, by id. The id is also the route path without `/`. */
export const CONTENT_PAGE_IDS = ['help', 'merchant', 'about', 'privacy-statement', 'terms-and-conditions', 'campaign-terms'] as const;
export type ContentPageId = (typeof CONTENT_PAGE_IDS)[number];

export interface ContentPageInfo {
  path: `/${ContentPageId}`;
  /** Prefix of the page's short texts in the catalogues: `<prefix>.title`, `.metaTitle`, `.metaDescription`. */
  messagePrefix: `content.${string}`;
  /** When the page's text last changed in substance (ISO date); shown as "last updated". */
  lastUpdated: string;
}

export const CONTENT_PAGES: Readonly<Record<ContentPageId, ContentPageInfo>> = {
  help: { path: '/help', messagePrefix: 'content.help', lastUpdated: '2026-11-16' },
  merchant: { path: '/merchant', messagePrefix: 'content.merchant', lastUpdated: '2026-11-25' },
  about: { path: '/about', messagePrefix: 'content.about', lastUpdated: '2026-11-25' },
  'privacy-statement': { path: '/privacy-statement', messagePrefix: 'content.privacyStatement', lastUpdated: '2026-11-25' },
  'terms-and-conditions': { path: '/terms-and-conditions', messagePrefix: 'content.termsAndConditions', lastUpdated: '2026-11-16' },
  'campaign-terms': { path: '/campaign-terms', messagePrefix: 'content.campaignTerms', lastUpdated: '2026-11-16' },
};

function handleFor(page: ContentPageId) {
  return { pageMetadata: { pageType: page } } as const satisfies PageHandle;
}

// Route handles: page metadata makes the shell report a page view for each content page.
export const helpHandle = handleFor('help');
export const merchantHandle = handleFor('merchant');
export const aboutHandle = handleFor('about');
export const privacyStatementHandle = handleFor('privacy-statement');
export const termsAndConditionsHandle = handleFor('terms-and-conditions');
export const campaignTermsHandle = handleFor('campaign-terms');
