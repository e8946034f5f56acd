import type { ComponentType, ReactNode } from 'react';

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

/**
 * Reads page metadata from a route handle of unknown shape. Handles are the routes' own constants, not
 * input from outside, so a plain check does (every page would otherwise load a schema library for it).
 */
export function pageMetadataOf(handle: unknown): PageMetadata | null {
  if (typeof handle !== 'object' || handle === null || !('pageMetadata' in handle)) return null;
  const metadata: unknown = handle.pageMetadata;
  if (typeof metadata !== 'object' || metadata === null || !('pageType' in metadata)) return null;
  const { pageType } = metadata;
  return typeof pageType === 'string' && pageType.length > 0 ? { pageType } : null;
}

/** Reads the layout choice from a route handle of unknown shape; null when the route makes none. */
export function pageLayoutOf(handle: unknown): PageLayout | null {
  if (typeof handle !== 'object' || handle === null || !('layout' in handle)) return null;
  const layout = (handle as { layout: unknown }).layout;
  if (layout === 'default' || layout === 'bare' || typeof layout === 'function') return layout as PageLayout;
  return null;
}
