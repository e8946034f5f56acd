import type { Locale } from '@kori/i18n';

export interface PageView {
  /** Path of the page (pathname, no query string). */
  path: string;
  pageType: string;
  locale: Locale;
}

export type PageViewListener = (view: PageView) => void;

// Browser-only registry: reports are sent from effects, which never run on the server,
// so nothing request-scoped is kept here.
const listeners = new Set<PageViewListener>();

/** Subscribes to page views (e.g. the analytics collector); returns the unsubscribe function. */
export function onPageView(listener: PageViewListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Delivers one page view to every listener; one failing listener does not stop the others. */
export function notifyPageView(view: PageView): void {
  for (const listener of [...listeners]) {
    try {
      listener(view);
    } catch (error) {
      console.error('Page view listener failed', error);
    }
  }
}
