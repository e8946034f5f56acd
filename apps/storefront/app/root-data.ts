import type { AuthRootData } from '@kori/auth';
import type { CampaignData } from '@kori/campaigns';
import type { CartRootData } from '@kori/cart';
import type { ConsentState } from '@kori/consent-state';
import type { Locale } from '@kori/i18n';

/** Runtime settings the browser needs (never secrets): they come from the server's env per request. */
export interface PublicConfig {
  graphqlEndpoint: string;
  nativeAppMarker: string;
}

/** The texts of the document's title and description for pages without their own. */
export interface RootMetaTexts {
  siteName: string;
  tagline: string;
  notFoundTitle: string;
  serverErrorTitle: string;
}

/** What the root loader gives every page. */
export interface RootData {
  locale: Locale;
  /**
   * The document title and description texts in `locale` (meta functions run outside React). The page's
   * catalogue itself is no loader data: see `PageCatalogueProvider`.
   */
  metaTexts: RootMetaTexts;
  config: PublicConfig;
  isNativeApp: boolean;
  /** Session presence and pending login for <AuthRoot> (session cookies are HttpOnly). */
  auth: AuthRootData;
  /** The shopper's cookie consent as the request's cookie says, for <ConsentRoot>. */
  consent: ConsentState;
  /** The cart id of the HttpOnly cart-id cookie, for <CartRoot>. */
  cart: CartRootData;
  /** The region's running campaigns for the banner and prices with benefit (none on failure; absent in error pages). */
  campaigns?: CampaignData[];
  /** Whether pages keep the banner's space until it is decided (false when this browser's banner is hidden). */
  campaignBannerSpace?: boolean;
}
