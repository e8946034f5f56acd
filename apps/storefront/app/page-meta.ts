import type { MetaDescriptor } from '@remix-run/node';
import { z } from 'zod';

// Shell convention: a page loader that returns `meta: { title, description }` gets those tags from the
// root meta function. Meta functions run in the browser too, so they cannot come from a lib's server
// entry; this way a route module only needs its loader from there.
const pageMetaSchema = z.object({ meta: z.object({ title: z.string().min(1), description: z.string() }) });

/** Title, description and Open Graph tags from a loader's `meta`, or null when it has none. */
export function pageMetaTags(data: unknown): MetaDescriptor[] | null {
  const parsed = pageMetaSchema.safeParse(data);
  if (!parsed.success) return null;
  const { title, description } = parsed.data.meta;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}
