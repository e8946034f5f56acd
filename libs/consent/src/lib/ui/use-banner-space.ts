import { useEffect, type RefObject } from 'react';

/**
 * Keeps the page's bottom padding equal to the banner's height (see consent-styles), so the banner never
 * hides the end of the page: every button stays reachable by scrolling.
 *
 * Only a ResizeObserver measures: it reports sizes after the browser's own layout, where reading the
 * height in the effect forced a layout in the middle of hydration. The padding goes on the body itself,
 * not into a custom property on the root that every element inherits and would have to restyle.
 * Without ResizeObserver the stylesheet's estimate stays.
 */
export function useBannerSpace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const banner = ref.current;
    if (!banner || typeof ResizeObserver !== 'function') return;
    const body = document.body;
    let applied = '';
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      const padding = `${Math.ceil(height)}px`;
      if (padding === applied) return;
      applied = padding;
      body.style.setProperty('padding-bottom', padding);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      if (applied) body.style.removeProperty('padding-bottom');
    };
  }, [ref]);
}
