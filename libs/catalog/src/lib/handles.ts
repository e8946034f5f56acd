// Route handles: page metadata makes the shell report a page view for these pages.
import type { PageHandle } from '@kori/shell';

export const homeHandle = { pageMetadata: { pageType: 'home' } } as const satisfies PageHandle;
export const categoryHandle = { pageMetadata: { pageType: 'category' } } as const satisfies PageHandle;
export const productHandle = { pageMetadata: { pageType: 'product' } } as const satisfies PageHandle;
