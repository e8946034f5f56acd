import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { offerClicks, offers } from '../../db/schema';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers-types';
import { analyticsMutationResolvers } from './analytics-resolvers';

const offerClickSchema = z.object({
  productId: z.string().regex(/^\d{1,9}$/),
  offerId: z.string().regex(/^\d{1,9}$/),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  clientId: z.string().min(1).max(100).nullish(),
});

export const mutationResolvers: MutationResolvers = {
  ...analyticsMutationResolvers,
  revokeSession: (_root, _args, ctx) => ctx.revokeSession(),
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
      userId: (await ctx.user())?.id ?? null,
      clientId: parsed.data.clientId ?? null,
      productId,
      offerId,
      locale: parsed.data.locale,
    });
    return true;
  },
};
