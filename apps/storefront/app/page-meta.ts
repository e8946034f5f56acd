import { createPageMeta } from '@kori/shell';

/**
 * Route `meta` for pages whose loader returns `meta: { title, description }`:
 * `export { pageMeta as meta } from '../page-meta';`. Without it (an error, or a loader that gives none)
 * the root's tags apply: site name or error title.
 */
export const pageMeta = createPageMeta({ require: ['title'] });
