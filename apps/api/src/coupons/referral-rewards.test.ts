import { eq } from 'drizzle-orm';
import { deliveryAddressFixture } from '@kori/address-rules/testing';
import { createLogger } from '@kori/util-log';
import type { DatabaseHandle } from '../db/open-database';
import { checkouts, coupons, orders, referrals, users } from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import type { MailOutbox } from '../mail/mail-outbox';
import type { MailMessage } from '../mail/mailer';
import { rewardReferrer } from './referral-rewards';

let handle: DatabaseHandle;
const logger = createLogger({ service: 'reward-test', level: 'error', write: () => undefined });

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function referral(referrer: { id: string; email: string; region: 'FI' | 'SE' }, friend: string): Promise<number> {
  const { db } = handle;
  await db.insert(users).values({ ...referrer, referralCode: `R${referrer.id.slice(-6).toUpperCase()}` }).onConflictDoNothing();
  const [checkout] = await db
    .insert(checkouts)
    .values({ cartId: 'c', userId: friend, region: 'FI', currency: 'EUR', deliveryAddress: deliveryAddressFixture(), lines: [], status: 'PERFORM_COMPLETE' })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({ checkoutId: checkout!.id, userId: friend, region: 'FI', currency: 'EUR', paymentMethod: 'STRIPE', itemsTotal: 100, deliveryCost: 0, owedByCustomer: 90, discount: 10 })
    .returning();
  const [row] = await db
    .insert(referrals)
    .values({ referrerUserId: referrer.id, friendKey: `user:${friend}`, friendUserId: friend, checkoutId: checkout!.id, orderId: order!.id })
    .returning();
  return row!.id;
}

describe('the referrer reward', () => {
  it('makes one coupon and queues one mail however often the job runs; a failed attempt is retried with the same coupon', async () => {
    // An outbox like the real one: a message is queued once per once-key.
    const sent: MailMessage[] = [];
    const keys = new Set<string>();
    let failures = 1;
    const outbox: MailOutbox = {
      async enqueue(message, onceKey) {
        if (failures-- > 0) throw new Error('queue down');
        if (keys.has(onceKey)) return;
        keys.add(onceKey);
        sent.push(message);
      },
    };
    const deps = { db: handle.db, outbox, logger, storefrontOrigin: 'https://kori.example/' };
    const id = await referral({ id: 'reward-referrer-se', email: 'ref@example.com', region: 'SE' }, 'reward-friend-1');

    await expect(rewardReferrer(deps, id)).rejects.toThrow('queue down');
    const [afterFailure] = await handle.db.select().from(referrals).where(eq(referrals.id, id));
    expect(afterFailure).toMatchObject({ status: 'REWARDED', rewardMailedAt: null });

    await rewardReferrer(deps, id);
    await rewardReferrer(deps, id);
    expect(sent).toHaveLength(1);
    const [done] = await handle.db.select().from(referrals).where(eq(referrals.id, id));
    expect(done?.rewardCouponId).toBe(afterFailure?.rewardCouponId);
    const [coupon] = await handle.db.select().from(coupons).where(eq(coupons.id, done!.rewardCouponId!));
    // A Swedish referrer gets kronor, in Swedish, with a link to the configured storefront.
    expect(coupon).toMatchObject({ kind: 'FIXED', value: 10_000, currency: 'SEK', ownerUserId: 'reward-referrer-se', maxUsesPerUser: 1, paidBy: 'KORI' });
    expect(sent[0]).toMatchObject({ to: 'ref@example.com', subject: 'Tack för att du bjöd in en vän till Kori', language: 'sv' });
    expect(sent[0]!.text).toContain(`https://kori.example/?setUsedCoupon=${coupon!.code}`);
    expect(sent[0]!.text).toContain('100.00 SEK');
  });

  it('does nothing for an unknown referral', async () => {
    const outbox: MailOutbox = { enqueue: jest.fn(async () => undefined) };
    await rewardReferrer({ db: handle.db, outbox, logger, storefrontOrigin: 'https://kori.example' }, 987_654);
    expect(outbox.enqueue).not.toHaveBeenCalled();
  });
});
