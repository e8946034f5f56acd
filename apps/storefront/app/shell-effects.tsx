import { useEffect } from 'react';
import { useSetUsedCouponFromQuery } from '@kori/coupon-state';
import { useFeatureFlagsFromQuery, usePageViewReporter } from '@kori/shell';

/** Marks <html data-hydrated="true"> once React has hydrated; browser tests wait for it. */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** Page-level behaviours that run on every page: feature flags and used coupon codes from the query, page views, hydration mark. */
export function ShellEffects() {
  useHydratedMarker();
  useFeatureFlagsFromQuery();
  useSetUsedCouponFromQuery();
  usePageViewReporter();
  return null;
}
