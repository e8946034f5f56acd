// Route handles: page metadata makes the shell report a page view for these pages.
import type { PageHandle } from '@kori/shell';

export const searchHandle = { pageMetadata: { pageType: 'search' } } as const satisfies PageHandle;
export const allProductsHandle = { pageMetadata: { pageType: 'all-products' } } as const satisfies PageHandle;
export const dealsHandle = { pageMetadata: { pageType: 'deals' } } as const satisfies PageHandle;
