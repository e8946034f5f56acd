import type { AlternateLink } from '@kori/shell';

/** Title, description and the search-engine tags a loader computes in the request's language, for the route's meta export. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical address (set by every catalogue page loader). */
  canonicalUrl?: string;
  /** hreflang alternates: one per locale and x-default. */
  alternates?: AlternateLink[];
  /** schema.org data (JSON-LD), on product and price pages. */
  jsonLd?: Record<string, unknown>;
}
