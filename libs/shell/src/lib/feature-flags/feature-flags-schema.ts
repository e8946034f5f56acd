import { z } from 'zod/mini';

// Fetched by featureFlagsAtom only when a value is stored; built on first use all the same (decision 012).
/** Stored feature flags must be an object whose `flags` is an array of strings. */
export const storedFeatureFlagsSchema = z.lazy(() => z.object({ flags: z.array(z.string()) }));
