import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { z } from 'zod/mini';

/** An hreflang alternate of a page: one per locale and x-default. */
export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/**
 * What a page loader returns as `meta`, computed in the request's language; the route's `meta` export
 * turns it into tags.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical address. */
  canonicalUrl?: string;
  /** hreflang alternates. */
  alternates?: AlternateLink[];
  /** schema.org data (JSON-LD). */
  jsonLd?: Record<string, unknown>;
  /** Keep the page out of search indexes (robots `noindex, follow`). */
  noindex?: boolean;
}

const httpUrl = () => z.url({ protocol: /^https?$/ });

// Route data is typed loosely in meta functions (and absent on error pages), so it is checked rather than cast.
// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
const loaderMetaSchema = z.lazy(() =>
  z.object({
    meta: z.object({
      title: z.string(),
      description: z.string(),
      canonicalUrl: z.optional(httpUrl()),
      alternates: z.optional(z.array(z.object({ hrefLang: z.string(), href: httpUrl() }))),
      jsonLd: z.optional(z.record(z.string(), z.unknown())),
      noindex: z.optional(z.boolean()),
    }),
  }),
);

export interface PageMetaOptions {
  /** Open Graph title, description and url tags; on unless a page family leaves them out. */
  openGraph?: boolean;
  /** `og:type`, for pages that say what they are. */
  ogType?: string;
  /** What a page's meta must carry to be used (a non-empty title, a canonical address, the robots flag); else the root's tags apply. */
  require?: readonly ('title' | 'canonicalUrl' | 'noindex')[];
}

/** The one page-meta builder: tags from a loader's `meta`, or null when it has none (or lacks what `require` asks for). */
export function pageMetaTags(data: unknown, options: PageMetaOptions = {}): MetaDescriptor[] | null {
  const parsed = loaderMetaSchema.safeParse(data);
  if (!parsed.success) return null;
  const meta = parsed.data.meta;
  const required = options.require ?? [];
  if (required.includes('title') && meta.title.length === 0) return null;
  if (required.includes('canonicalUrl') && !meta.canonicalUrl) return null;
  if (required.includes('noindex') && meta.noindex === undefined) return null;
  const openGraph = options.openGraph ?? true;
  const tags: MetaDescriptor[] = [{ title: meta.title }, { name: 'description', content: meta.description }];
  if (meta.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  if (options.ogType) tags.push({ property: 'og:type', content: options.ogType });
  if (openGraph) tags.push({ property: 'og:title', content: meta.title }, { property: 'og:description', content: meta.description });
  if (meta.canonicalUrl) {
    if (openGraph) tags.push({ property: 'og:url', content: meta.canonicalUrl });
    tags.push({ tagName: 'link', rel: 'canonical', href: meta.canonicalUrl });
  }
  for (const alternate of meta.alternates ?? []) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href });
  if (meta.jsonLd) tags.push({ 'script:ld+json': meta.jsonLd });
  return tags;
}

/**
 * A route `meta` export built on pageMetaTags. Meta functions run in the browser too, and Remix shows only
 * the deepest route's meta; without usable loader data (an error page) the root route's tags apply.
 */
export function createPageMeta(options: PageMetaOptions = {}): MetaFunction {
  return ({ data, matches }) => pageMetaTags(data, options) ?? matches.find((match) => match.id === 'root')?.meta ?? matches[0]?.meta ?? [];
}
