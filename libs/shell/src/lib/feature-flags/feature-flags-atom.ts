import { atom } from 'jotai';
import { z } from 'zod/mini';
import { createStoredAtom } from '../stored-atom/create-stored-atom';

export const FEATURE_FLAGS_STORAGE_KEY = 'feature-flags';

// Schemas are built on first use (z.lazy), not while the page's scripts load (decision 012).
/** Stored feature flags must be an object whose `flags` is an array of strings. */
export const storedFeatureFlagsSchema = z.lazy(() => z.object({ flags: z.array(z.string()) }));
export type StoredFeatureFlags = z.infer<typeof storedFeatureFlagsSchema>;

/** The switched-on feature flags, kept in local storage under `feature-flags` as `{ flags: string[] }`. */
export const featureFlagsAtom = createStoredAtom<StoredFeatureFlags>(FEATURE_FLAGS_STORAGE_KEY, storedFeatureFlagsSchema, {
  flags: [],
});

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
