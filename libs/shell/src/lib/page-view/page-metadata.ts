import type { ComponentType, ReactNode } from 'react';
import { z } from 'zod/mini';

/** What a route declares about itself in `handle.pageMetadata`, e.g. `{ pageType: 'product' }`. */
export interface PageMetadata {
  pageType: string;
}

/**
 * How the storefront wraps a page: the default layout (header, main, footer), `bare` (the page draws
 * everything itself, e.g. a payment step) or a layout component of the route's own.
 */
export type PageLayout = 'default' | 'bare' | ComponentType<{ children: ReactNode }>;

/** The route `handle` fields the storefront shell reads. */
export interface PageHandle {
  /** Opts the page into page-view reporting. */
  pageMetadata?: PageMetadata;
  layout?: PageLayout;
}

// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
const handleSchema = z.lazy(() => z.object({ pageMetadata: z.object({ pageType: z.string().check(z.minLength(1)) }) }));

/** Reads page metadata from a route handle of unknown shape. */
export function pageMetadataOf(handle: unknown): PageMetadata | null {
  const result = handleSchema.safeParse(handle);
  return result.success ? { pageType: result.data.pageMetadata.pageType } : null;
}

/** Reads the layout choice from a route handle of unknown shape; null when the route makes none. */
export function pageLayoutOf(handle: unknown): PageLayout | null {
  if (typeof handle !== 'object' || handle === null || !('layout' in handle)) return null;
  const layout = (handle as { layout: unknown }).layout;
  if (layout === 'default' || layout === 'bare' || typeof layout === 'function') return layout as PageLayout;
  return null;
}
