import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { analyticsEvents, offerClicks, offers } from '../../db/schema';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers-types';

export const MAX_ANALYTICS_EVENTS_PER_CALL = 50;
const MAX_PARAMS_LENGTH = 8_000;

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
    }),
});

const offerClickSchema = z.object({
  productId: z.string().regex(/^\d{1,9}$/),
  offerId: z.string().regex(/^\d{1,9}$/),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  clientId: z.string().min(1).max(100).nullish(),
});

export const mutationResolvers: MutationResolvers = {
  recordAnalyticsEvents: async (_root, { events }, ctx) => {
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
  },
  recordOfferClick: async (_root, args, ctx) => {
    const parsed = offerClickSchema.safeParse(args);
    if (!parsed.success) throw badUserInput(`Invalid ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
    const productId = Number(parsed.data.productId);
    const offerId = Number(parsed.data.offerId);
    // Only clicks on offers that exist for that product count.
    const [offer] = await ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.id, offerId), eq(offers.productId, productId)));
    if (!offer) return false;
    await ctx.db.insert(offerClicks).values({
      userId: ctx.user?.id ?? null,
      clientId: parsed.data.clientId ?? null,
      productId,
      offerId,
      locale: parsed.data.locale,
    });
    return true;
  },
};
