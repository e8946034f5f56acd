import { z } from 'zod/mini';
import { isIsoDate } from './campaign-rules';

// Fetched by campaignDismissalAtom only when a value is stored; built on first use all the same (decision 012).
/** A stored banner dismissal: { dismissedAt: ISO date, campaignId }. */
export const dismissalSchema = z.lazy(() =>
  z.nullable(
    z.object({
      dismissedAt: z.string().check(z.refine(isIsoDate)),
      campaignId: z.string(),
    }),
  ),
);
