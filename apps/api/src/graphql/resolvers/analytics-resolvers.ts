import { containsPersonalData } from '@kori/util-privacy';
import { z } from 'zod';
import { analyticsEvents } from '../../db/schema';
import type { ApiContext } from '../context';
import { badUserInput } from '../errors';
import type { AnalyticsEventInput, MutationResolvers } from '../generated/resolvers-types';

export const MAX_ANALYTICS_EVENTS_PER_CALL = 50;
const MAX_PARAMS_LENGTH = 8_000;

// Personal data is stored hashed only. The storefront's collector refuses raw e-mail addresses
// already, but this mutation is also reachable through the storefront's /graphql proxy, so storage checks too.
const analyticsEventSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  occurredAt: z.iso.datetime({ offset: true }),
  clientId: z.string().min(1).max(100),
  params: z
    .string()
    .max(MAX_PARAMS_LENGTH)
    .transform((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text);
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'params must be a JSON object' });
      return z.NEVER;
    })
    .refine((params) => !containsPersonalData(params), 'personal data must be hashed'),
});

/** Stores the valid events of a batch and answers how many; an invalid event is logged and skipped. */
export async function storeAnalyticsEvents(ctx: Pick<ApiContext, 'db' | 'logger'>, events: readonly AnalyticsEventInput[]): Promise<{ accepted: number }> {
  if (events.length > MAX_ANALYTICS_EVENTS_PER_CALL) {
    throw badUserInput(`At most ${MAX_ANALYTICS_EVENTS_PER_CALL} events per call`, 'events');
  }
  const valid = events.flatMap((event, index) => {
    const parsed = analyticsEventSchema.safeParse(event);
    if (!parsed.success) {
      ctx.logger.info('analytics event refused', { index, name: event.name, issues: parsed.error.issues.map((i) => i.path.join('.')) });
      return [];
    }
    return [parsed.data];
  });
  if (valid.length > 0) {
    await ctx.db.insert(analyticsEvents).values(
      valid.map((event) => ({ name: event.name, occurredAt: new Date(event.occurredAt), clientId: event.clientId, params: event.params })),
    );
  }
  return { accepted: valid.length };
}

export const analyticsMutationResolvers: Pick<MutationResolvers, 'recordAnalyticsEvents'> = {
  recordAnalyticsEvents: (_root, { events }, ctx) => storeAnalyticsEvents(ctx, events),
};
