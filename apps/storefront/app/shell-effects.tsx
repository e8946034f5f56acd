import { useEffect } from 'react';
import { useFeatureFlagsFromQuery, usePageViewReporter } from '@kori/shell';

/** Marks <html data-hydrated="true"> once React has hydrated; browser tests wait for it. */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** Page-level behaviours that run on every page: feature flags from the query, page views, hydration mark. */
export function ShellEffects() {
  useHydratedMarker();
  useFeatureFlagsFromQuery();
  usePageViewReporter();
  return null;
}
