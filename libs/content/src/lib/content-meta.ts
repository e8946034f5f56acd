import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { z } from 'zod/mini';

// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
const loaderMetaSchema = z.lazy(() =>
  z.object({
    meta: z.object({ title: z.string().check(z.minLength(1)), description: z.string(), canonicalUrl: z.url({ protocol: /^https?$/ }) }),
  }),
);

/** Title, description, Open Graph and canonical link tags from a content page loader's `meta`. */
export function contentMetaTags(data: unknown): MetaDescriptor[] | null {
  const parsed = loaderMetaSchema.safeParse(data);
  if (!parsed.success) return null;
  const { title, description, canonicalUrl } = parsed.data.meta;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonicalUrl },
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
  ];
}

/**
 * The content pages' `meta` export. It runs in the browser too, so it only reads loader data (route
 * data is loosely typed here, hence the check). Without usable data it keeps the parent routes' tags.
 */
export const contentMeta: MetaFunction = ({ data, matches }) =>
  contentMetaTags(data) ?? matches.flatMap((match) => (match.id === 'root' ? match.meta ?? [] : []));
