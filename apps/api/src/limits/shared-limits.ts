import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { limitEvents } from '../db/schema';

/** One limit to check: at most `limit` events per `windowMs` for `key` in `bucket`. */
export const limitCheckSchema = z.object({
  bucket: z.string().min(1).max(64).regex(/^[a-z0-9-]+$/),
  key: z.string().min(1).max(512),
  limit: z.number().int().min(1).max(10_000),
  windowMs: z.number().int().min(1000).max(86_400_000),
});
export type LimitCheck = z.infer<typeof limitCheckSchema>;

export const consumeRequestSchema = z.object({ checks: z.array(limitCheckSchema).min(1).max(8) });

export type ConsumeDecision = { allowed: true } | { allowed: false; retryAfterMs: number; refused: number[] };

export interface SharedLimits {
  /** Counts one event under every check if all are within their limits; a refused attempt counts nowhere. */
  consume(checks: readonly LimitCheck[]): Promise<ConsumeDecision>;
}

/**
 * Sliding-window limits shared through the database, so several storefront processes share one count.
 * Each key is locked for the transaction (an advisory lock), so concurrent attempts cannot both slip in.
 */
export function createSharedLimits(db: Database, now: () => number = Date.now): SharedLimits {
  return {
    async consume(checks) {
      return db.transaction(async (tx) => {
        const at = new Date(now());
        const waits: { index: number; retryAfterMs: number }[] = [];
        for (const [index, check] of checks.entries()) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${check.bucket}:${check.key}`}))`);
          const since = new Date(at.getTime() - check.windowMs);
          await tx.delete(limitEvents).where(and(eq(limitEvents.bucket, check.bucket), eq(limitEvents.key, check.key), lte(limitEvents.at, since)));
          const recent = await tx
            .select({ at: limitEvents.at })
            .from(limitEvents)
            .where(and(eq(limitEvents.bucket, check.bucket), eq(limitEvents.key, check.key), gt(limitEvents.at, since)))
            .orderBy(asc(limitEvents.at));
          if (recent.length < check.limit) continue;
          // The oldest event still inside the window decides when one more is allowed.
          const oldest = recent[recent.length - check.limit]?.at.getTime() ?? at.getTime();
          waits.push({ index, retryAfterMs: Math.max(1, oldest + check.windowMs - at.getTime()) });
        }
        if (waits.length > 0) {
          return { allowed: false, retryAfterMs: Math.max(...waits.map((wait) => wait.retryAfterMs)), refused: waits.map((wait) => wait.index) };
        }
        await tx.insert(limitEvents).values(checks.map((check) => ({ bucket: check.bucket, key: check.key, at })));
        return { allowed: true };
      });
    },
  };
}
