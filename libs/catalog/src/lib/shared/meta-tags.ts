import type { MetaDescriptor } from '@remix-run/react';
import { z } from 'zod';

const loaderMetaSchema = z.object({ meta: z.object({ title: z.string(), description: z.string() }) });

/**
 * Title and description tags from the `meta` a catalogue loader returned. Route data is typed loosely
 * in meta functions (and absent on error pages), so it is checked rather than cast.
 */
export function metaTagsFrom(data: unknown): MetaDescriptor[] {
  const parsed = loaderMetaSchema.safeParse(data);
  if (!parsed.success) return [];
  const { title, description } = parsed.data.meta;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}
