import { useLocation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { enableFeatureFlagsAtom } from './feature-flags-atom';
import { FEATURE_FLAGS_QUERY_PARAM, parseFeatureFlagsParam } from './parse-feature-flags-param';

/** Switches on (and stores) every flag named in the `featureFlags` query parameter of the current page. */
export function useFeatureFlagsFromQuery(): void {
  const { search } = useLocation();
  const enable = useSetAtom(enableFeatureFlagsAtom);
  useEffect(() => {
    const flags = parseFeatureFlagsParam(new URLSearchParams(search).get(FEATURE_FLAGS_QUERY_PARAM));
    if (flags.length > 0) enable(flags);
  }, [search, enable]);
}
