import type { MetaDescriptor } from '@remix-run/node';
import { createPageMeta, pageMetaTags, type PageMetaOptions } from '@kori/shell';

// Content pages always carry a title and a canonical address, and say they are a website.
const CONTENT_META: PageMetaOptions = { ogType: 'website', require: ['title', 'canonicalUrl'] };

/** Title, description, Open Graph and canonical link tags from a content page loader's `meta`. */
export function contentMetaTags(data: unknown): MetaDescriptor[] | null {
  return pageMetaTags(data, CONTENT_META);
}

/** The content pages' `meta` export; without usable data it keeps the root route's tags. */
export const contentMeta = createPageMeta(CONTENT_META);
