// Public, browser-safe entry: the content pages' route components, handles, meta and stylesheet.
export {
  ContentPage,
  ContentPageView,
  HelpPage,
  AboutPage,
  PrivacyStatementPage,
  TermsAndConditionsPage,
  CampaignTermsPage,
  type ContentPageViewProps,
} from './lib/pages/content-page';
export { MerchantPage, MerchantPageView, MERCHANT_LIST_SECTION_ID, type MerchantPageViewProps } from './lib/merchants/merchant-page';
export { MerchantTable, type MerchantTableProps } from './lib/merchants/merchant-table';
export {
  CONTENT_PAGE_IDS,
  CONTENT_PAGES,
  helpHandle,
  merchantHandle,
  aboutHandle,
  privacyStatementHandle,
  termsAndConditionsHandle,
  campaignTermsHandle,
  type ContentPageId,
  type ContentPageInfo,
} from './lib/content-pages';
export { contentMeta, contentMetaTags } from './lib/content-meta';
export { contentLinks, contentStylesheetHref } from './lib/stylesheet';
export type { ContentLoaderData, MerchantLoaderData, ContentPageMeta, ListedMerchant } from './lib/pages/content-data';
export type {
  ContentDocument,
  ContentSection,
  ContentQuestion,
  ContentBlock,
  InlineText,
  TextLink,
} from './lib/texts/content-document';
