import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { z } from 'zod/mini';

// Shell convention: a page loader returns `meta: { title, description }` and its route module re-exports
// `pageMeta` as `meta`. Meta functions also run in the browser, so they cannot come from a lib's server
// entry, and Remix only shows the deepest route's meta (the root cannot read a child's data for it).
// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
const pageMetaSchema = z.lazy(() => z.object({ meta: z.object({ title: z.string().check(z.minLength(1)), description: z.string() }) }));

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

/**
 * Route `meta` for pages whose loader returns `meta`: `export { pageMeta as meta } from '../page-meta';`.
 * Without it (an error, or a loader that gives none) the root's tags apply: site name or error title.
 */
export const pageMeta: MetaFunction = ({ data, matches }) => pageMetaTags(data) ?? matches[0]?.meta ?? [];
