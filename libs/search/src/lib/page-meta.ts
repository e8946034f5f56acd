import type { MetaFunction } from '@remix-run/react';
import { z } from 'zod/mini';

// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
const metaSchema = z.lazy(() => z.object({ meta: z.object({ title: z.string(), description: z.string(), noindex: z.boolean() }) }));

/**
 * Title, description and robots for the listing pages, from what the loader computed in the request's
 * language. Runs in the browser too. Without loader data (an error page) the root route's tags apply.
 */
export const searchPagesMeta: MetaFunction = ({ data, matches }) => {
  const parsed = metaSchema.safeParse(data);
  if (!parsed.success) return matches[0]?.meta ?? [];
  const { title, description, noindex } = parsed.data.meta;
  return [{ title }, { name: 'description', content: description }, ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : [])];
};
