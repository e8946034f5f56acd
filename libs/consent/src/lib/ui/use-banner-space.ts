import { useEffect, type RefObject } from 'react';

export const BANNER_HEIGHT_PROPERTY = '--kori-consent-banner-height';

/**
 * Keeps the page's bottom padding equal to the banner's height (see consent-styles), so the banner never
 * hides the end of the page: every button stays reachable by scrolling.
 */
export function useBannerSpace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement;
    const apply = () => root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${Math.ceil(banner.getBoundingClientRect().height)}px`);
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [ref]);
}
