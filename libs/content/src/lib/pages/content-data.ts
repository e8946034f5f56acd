import type { Region } from '@kori/i18n';
import type { MerchantsQuery } from '../../graphql/generated/graphql';
import type { ContentPageId } from '../content-pages';
import type { ContentDocument } from '../texts/content-document';

/** Title, description and canonical address a loader computes in the request's language. */
export interface ContentPageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page without query or fragment. */
  canonicalUrl: string;
}

/** What a content page loader returns: the page's text in the request's language, nothing else. */
export interface ContentLoaderData {
  page: ContentPageId;
  document: ContentDocument;
  lastUpdated: string;
  meta: ContentPageMeta;
}

export type ListedMerchant = MerchantsQuery['merchants'][number];

/** The /merchant page also carries the merchants delivering to the shopper's region. */
export interface MerchantLoaderData extends ContentLoaderData {
  region: Region;
  /** Sorted by name; null when the list could not be loaded (the rest of the page still renders). */
  merchants: ListedMerchant[] | null;
}
