import { useEffect, useState } from 'react';
import { isNativeApp } from '@kori/native-app';

/** The storefront's narrow-screen breakpoint (the header collapses at the same width). */
export const MOBILE_VIEW_QUERY = '(max-width: 40rem)';

/**
 * A mobile or app view: the native app's web view (known to the server from the user agent, and
 * checked again in the browser) or a narrow viewport. The first render uses what the server knew,
 * so hydration matches; the viewport is measured after it.
 */
export function useMobileView(serverSaysApp: boolean, marker: string): boolean {
  const [appView, setAppView] = useState(serverSaysApp);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    setAppView(serverSaysApp || isNativeApp(navigator.userAgent, marker));
  }, [serverSaysApp, marker]);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(MOBILE_VIEW_QUERY);
    setNarrow(query.matches);
    const onChange = (event: MediaQueryListEvent) => setNarrow(event.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return appView || narrow;
}
