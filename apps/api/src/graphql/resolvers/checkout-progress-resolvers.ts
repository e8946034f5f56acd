/**
 * `checkoutProgress`: the initiated checkout pushed to the processing page while the merchant agents
 * work (server-sent events or multipart HTTP), so the page need not ask every second.
 */
import { eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { checkoutMerchants, checkouts } from '../../db/schema';
import type { Database } from '../../db/database';
import type { InitiatedCheckout, SubscriptionResolvers } from '../generated/resolvers-types';
import { pollChanges } from '../poll-changes';
import { idSchema, parse, readInitiatedCheckout } from './checkout-resolvers';

/** How often the database is asked whether anything moved; one indexed aggregate per poll. */
export const PROGRESS_POLL_MS = 200;
/** A stream ends after this long; the page then falls back to polling its loader. */
export const PROGRESS_MAX_MS = 120_000;

/**
 * Streams open at once in this process. Each polls the database every PROGRESS_POLL_MS; past the cap a
 * new one is refused (the page then polls its loader), so many open pages cannot flood the database.
 */
export const MAX_PROGRESS_STREAMS = 200;
let openStreams = 0;

/** How many progress streams this process has open (tests check none is left behind). */
export const openProgressStreams = (): number => openStreams;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Changes whenever the checkout's status or any merchant agent's row changes (each write stamps
 * updated_at with the microsecond clock, read as text so no precision is lost).
 */
async function progressSignature(db: Database, checkoutId: string): Promise<string | null> {
  if (!UUID.test(checkoutId)) return null;
  const [row] = await db
    .select({
      status: checkouts.status,
      updatedAt: sql<string>`${checkouts.updatedAt}::text`,
      merchantsUpdatedAt: sql<string | null>`max(${checkoutMerchants.updatedAt})::text`,
      added: sql<string | null>`sum(${checkoutMerchants.numberAdded})::text`,
      found: sql<string | null>`sum(${checkoutMerchants.numberFound})::text`,
    })
    .from(checkouts)
    .leftJoin(checkoutMerchants, eq(checkoutMerchants.checkoutId, checkouts.id))
    .where(eq(checkouts.id, checkoutId))
    .groupBy(checkouts.id);
  return row ? [row.status, row.updatedAt, row.merchantsUpdatedAt, row.added, row.found].join('|') : null;
}

export const checkoutSubscriptionResolvers: SubscriptionResolvers = {
  checkoutProgress: {
    subscribe: (_root, args, ctx) => {
      const checkoutId = parse(idSchema, args.checkoutId, 'checkoutId');
      if (openStreams >= MAX_PROGRESS_STREAMS) {
        throw new GraphQLError('Too many live checkouts; ask again with initiatedCheckout', { extensions: { code: 'TOO_MANY_STREAMS' } });
      }
      openStreams += 1;
      return pollChanges<InitiatedCheckout | null>({
        signature: () => progressSignature(ctx.db, checkoutId),
        // Same view and access rule as the initiatedCheckout query with its defaults.
        read: () => readInitiatedCheckout(ctx, checkoutId, { deliveryOptionTemplate: 'LEAST_EXPENSIVE', couponCode: null, deliveryOptions: [] }),
        isFinal: (checkout) => checkout === null || checkout.checkoutStatus !== 'INITIATED',
        intervalMs: PROGRESS_POLL_MS,
        maxMs: PROGRESS_MAX_MS,
        onClose: () => {
          openStreams -= 1;
        },
      });
    },
    resolve: (payload: InitiatedCheckout | null) => payload,
  },
};
