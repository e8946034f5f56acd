import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users, type UserRow } from '../db/schema';
import type { Region } from '@kori/region';
import type { SessionVerifier, VerifiedSession } from './session-verifier';
import { claimDemoOrders } from '../orders/demo-orders';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short, stable, unambiguous referral code derived from the user id (no 0/O or 1/I confusion). */
export function referralCodeFor(userId: string, attempt = 0): string {
  const digest = createHash('sha256').update(`${userId}:${attempt}`).digest();
  let code = 'K';
  for (let i = 0; i < 7; i += 1) code += CROCKFORD[(digest[i] as number) % 32];
  return code;
}

export interface UserAccount {
  user: UserRow;
  /** True when this request created the user (first sign-in). */
  created: boolean;
}

/** The user row for a verified session: created on first sight, e-mail kept current. */
export async function upsertUser(db: Database, session: VerifiedSession, verifier: SessionVerifier, defaultRegion: Region = 'FI'): Promise<UserAccount> {
  const [existing] = await db.select().from(users).where(eq(users.id, session.userId));
  if (existing) {
    if (session.email && session.email !== existing.email) {
      const [updated] = await db.update(users).set({ email: session.email }).where(eq(users.id, existing.id)).returning();
      return { user: updated ?? existing, created: false };
    }
    return { user: existing, created: false };
  }

  const email = session.email ?? (await verifier.lookupEmail(session.userId)) ?? '';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const [inserted] = await db
        .insert(users)
        .values({ id: session.userId, email, region: defaultRegion, referralCode: referralCodeFor(session.userId, attempt) })
        .onConflictDoNothing({ target: users.id })
        .returning();
      if (inserted) {
        await claimDemoOrders(db, inserted);
        return { user: inserted, created: true };
      }
      // Another request created it at the same moment.
      const [raced] = await db.select().from(users).where(eq(users.id, session.userId));
      if (raced) return { user: raced, created: false };
    } catch (error) {
      // A referral code collision (unique index) gets another attempt; anything else is a real failure.
      if (!String((error as { cause?: { message?: string } }).cause?.message ?? error).includes('users_referral_code_idx')) throw error;
    }
  }
  throw new Error(`Could not create user ${session.userId}`);
}
