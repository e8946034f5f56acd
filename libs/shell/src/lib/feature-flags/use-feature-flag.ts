import { useAtomValue } from 'jotai';
import { featureFlagsAtom } from './feature-flags-atom';

/** Whether a feature flag is on. False during server render and the first client render. */
export function useFeatureFlag(flag: string): boolean {
  return useAtomValue(featureFlagsAtom).flags.includes(flag);
}
