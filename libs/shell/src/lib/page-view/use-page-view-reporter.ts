import { parseLocale } from '@kori/i18n';
import { useLocation, useMatches } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { pageMetadataOf } from './page-metadata';
import { notifyPageView, type PageView } from './page-view-listeners';

/**
 * On each page change reports a page view to `report` (if given) and to every `onPageView` listener,
 * using the deepest matched route that has `handle.pageMetadata`; a page without metadata only logs a warning.
 * Mount once, in the root.
 */
export function usePageViewReporter(report?: (view: PageView) => void): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { locale } = useIntl();
  // Latest values without making them effect triggers: only a path change is a page change.
  const latest = useRef({ matches, locale, report });
  latest.current = { matches, locale, report };

  useEffect(() => {
    const { matches: currentMatches, locale: currentLocale, report: currentReport } = latest.current;
    let pageType: string | null = null;
    for (let index = currentMatches.length - 1; index >= 0 && pageType === null; index--) {
      pageType = pageMetadataOf(currentMatches[index]?.handle)?.pageType ?? null;
    }
    if (pageType === null) {
      console.warn(`Page ${pathname} has no page metadata; no page view reported`);
      return;
    }
    const view: PageView = { path: pathname, pageType, locale: parseLocale(currentLocale).locale };
    currentReport?.(view);
    notifyPageView(view);
  }, [pathname]);
}
