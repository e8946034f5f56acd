import type { MetaDescriptor } from '@remix-run/react';
import { z } from 'zod/mini';

// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
const loaderMetaSchema = z.lazy(() =>
  z.object({
    meta: z.object({
      title: z.string(),
      description: z.string(),
      canonicalUrl: z.optional(z.url({ protocol: /^https?$/ })),
      alternates: z.optional(z.array(z.object({ hrefLang: z.string(), href: z.url({ protocol: /^https?$/ }) }))),
      jsonLd: z.optional(z.record(z.string(), z.unknown())),
    }),
  }),
);

/**
 * Title, description, canonical, hreflang and JSON-LD tags from the `meta` a catalogue loader returned.
 * Route data is typed loosely in meta functions (and absent on error pages), so it is checked rather than cast.
 */
export function metaTagsFrom(data: unknown): MetaDescriptor[] {
  const parsed = loaderMetaSchema.safeParse(data);
  if (!parsed.success) return [];
  const { title, description, canonicalUrl, alternates = [], jsonLd } = parsed.data.meta;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
  if (canonicalUrl) {
    tags.push({ property: 'og:url', content: canonicalUrl }, { tagName: 'link', rel: 'canonical', href: canonicalUrl });
  }
  for (const alternate of alternates) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href });
  if (jsonLd) tags.push({ 'script:ld+json': jsonLd });
  return tags;
}
