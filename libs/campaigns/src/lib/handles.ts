// Route handles: page metadata makes the shell report a page view for these pages.
import type { PageHandle } from '@kori/shell';

export const blackFridayHandle = { pageMetadata: { pageType: 'blackfriday' } } as const satisfies PageHandle;
