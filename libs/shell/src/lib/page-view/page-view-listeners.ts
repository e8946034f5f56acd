import type { Locale } from '@kori/i18n';
import { createListenerSet } from '../listeners/listener-set';

export interface PageView {
  /** Path of the page (pathname, no query string). */
  path: string;
  pageType: string;
  locale: Locale;
}

export type PageViewListener = (view: PageView) => void;

const pageViews = /* @__PURE__ */ createListenerSet<PageView>('Page view');

/** Subscribes to page views (e.g. the analytics collector); returns the unsubscribe function. */
export const onPageView: (listener: PageViewListener) => () => void = pageViews.on;

/** Delivers one page view to every listener; one failing listener does not stop the others. */
export const notifyPageView: (view: PageView) => void = pageViews.notify;
