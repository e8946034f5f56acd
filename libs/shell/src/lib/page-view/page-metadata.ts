import { z } from 'zod';

/** What a route declares about itself in `handle.pageMetadata`, e.g. `{ pageType: 'product' }`. */
export interface PageMetadata {
  pageType: string;
}

/** The route `handle` shape that opts a page into page-view reporting. */
export interface PageHandle {
  pageMetadata?: PageMetadata;
}

const handleSchema = z.object({ pageMetadata: z.object({ pageType: z.string().min(1) }) });

/** Reads page metadata from a route handle of unknown shape. */
export function pageMetadataOf(handle: unknown): PageMetadata | null {
  const result = handleSchema.safeParse(handle);
  return result.success ? { pageType: result.data.pageMetadata.pageType } : null;
}
