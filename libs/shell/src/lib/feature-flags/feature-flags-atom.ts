import { atom } from 'jotai';
import { createStoredAtom } from '../stored-atom/create-stored-atom';

export const FEATURE_FLAGS_STORAGE_KEY = 'feature-flags';

export interface StoredFeatureFlags {
  flags: string[];
}

/**
 * The switched-on feature flags, kept in local storage under `feature-flags` as `{ flags: string[] }`.
 * The schema that checks a stored value is fetched only when one is stored (decision 025).
 */
export const featureFlagsAtom = createStoredAtom<StoredFeatureFlags>(
  FEATURE_FLAGS_STORAGE_KEY,
  () => import('./feature-flags-schema').then((module) => module.storedFeatureFlagsSchema),
  { flags: [] },
);

/** Switches the given flags on; flags already on are left as they are (no change, no write). */
export const enableFeatureFlagsAtom = atom(null, (_get, set, flags: readonly string[]) => {
  set(featureFlagsAtom, (current) => {
    const added = flags.filter((flag, index) => !current.flags.includes(flag) && flags.indexOf(flag) === index);
    return added.length === 0 ? current : { flags: [...current.flags, ...added] };
  });
});

/** Switches one flag off; a flag that is not on changes nothing. */
export const disableFeatureFlagAtom = atom(null, (_get, set, flag: string) => {
  set(featureFlagsAtom, (current) =>
    current.flags.includes(flag) ? { flags: current.flags.filter((candidate) => candidate !== flag) } : current,
  );
});
