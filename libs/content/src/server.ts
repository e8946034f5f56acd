// Server-only entry: the content pages' Remix loaders (route modules re-export them).
export {
  helpLoader,
  aboutLoader,
  privacyStatementLoader,
  termsAndConditionsLoader,
  campaignTermsLoader,
  contentPageData,
  canonicalUrlOf,
} from './lib/server/content-loaders.server';
export { merchantLoader } from './lib/server/merchant-loader.server';
export { contentText, CONTENT_TEXTS } from './lib/texts/content-texts';
