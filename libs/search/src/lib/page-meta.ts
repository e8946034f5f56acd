import { createPageMeta } from '@kori/shell';

/**
 * Title, description and robots for the listing pages (no Open Graph tags), from what the loader computed
 * in the request's language. Runs in the browser too. Without loader data (an error page) the root route's tags apply.
 */
export const searchPagesMeta = createPageMeta({ openGraph: false, require: ['noindex'] });
