import type { MetaDescriptor, MetaFunction } from '@remix-run/node';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const isAlternate = (value: unknown): value is AlternateLink =>
  isRecord(value) && typeof value['hrefLang'] === 'string' && isHttpUrl(value['href']);

/**
 * The `meta` of a loader's data, checked field by field: route data is typed loosely in meta functions (and
 * absent on error pages). It is the page's own loader's answer, not outside input, and meta functions run
 * on every page in the browser too, so a plain check serves instead of a schema library (decision 025).
 */
function readPageMeta(data: unknown): PageMeta | null {
  if (!isRecord(data) || !isRecord(data['meta'])) return null;
  const { title, description, canonicalUrl, alternates, jsonLd, noindex } = data['meta'];
  if (typeof title !== 'string' || typeof description !== 'string') return null;
  if (canonicalUrl !== undefined && !isHttpUrl(canonicalUrl)) return null;
  if (alternates !== undefined && !(Array.isArray(alternates) && alternates.every(isAlternate))) return null;
  if (jsonLd !== undefined && !isRecord(jsonLd)) return null;
  if (noindex !== undefined && typeof noindex !== 'boolean') return null;
  const meta: PageMeta = { title, description };
  if (canonicalUrl !== undefined) meta.canonicalUrl = canonicalUrl;
  if (alternates !== undefined) meta.alternates = alternates.map(({ hrefLang, href }) => ({ hrefLang, href }));
  if (jsonLd !== undefined) meta.jsonLd = jsonLd;
  if (noindex !== undefined) meta.noindex = noindex;
  return meta;
}

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
  const meta = readPageMeta(data);
  if (!meta) return null;
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
