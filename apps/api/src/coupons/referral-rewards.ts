/**
 * The referrer's reward: once a referred friend's order is placed, a durable job makes a personal
 * coupon for the referrer and hands its e-mail to the mail outbox (itself a durable job, queued once per
 * referral). The job is idempotent: the coupon is made once (kept on the referral row) and the mail is
 * queued under a once-key, so a retry or a second job neither makes a second coupon nor mails twice.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { currencyForRegion, languageOfRegion, type Language } from '@kori/region';
import type { Logger } from '@kori/util-log';
import type { Database } from '../db/database';
import { coupons, referrals, users } from '../db/schema';
import { minorToDecimal } from '../domain/money';
import type { JobQueue, QueueDefinition } from '../jobs/job-queue';
import type { MailOutbox } from '../mail/mail-outbox';

export const REFERRAL_REWARD_QUEUE: QueueDefinition = { name: 'referral-reward', retryLimit: 8, retryDelaySeconds: 5, expireInSeconds: 60 };

/** The referrer's coupon: this much off their next order (minor units), for a year. */
export const REFERRAL_REWARD = { EUR: 1000, SEK: 10000 } as const;
const REWARD_VALID_DAYS = 365;

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
function rewardCode(): string {
  const bytes = randomBytes(8);
  let code = 'THANKS-';
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

const MAIL_TEXT: Record<Language, (code: string, amount: string, origin: string) => { subject: string; text: string }> = {
  fi: (code, amount, origin) => ({
    subject: 'Kiitos, kun kutsuit ystävän Koriin',
    text: `Ystäväsi teki ensimmäisen tilauksensa koodillasi. Kiitokseksi saat ${amount} alennusta seuraavasta tilauksestasi koodilla ${code}.\n\n${origin}/?setUsedCoupon=${code}`,
  }),
  en: (code, amount, origin) => ({
    subject: 'Thank you for inviting a friend to Kori',
    text: `Your friend placed their first order with your code. As a thank you, you get ${amount} off your next order with the code ${code}.\n\n${origin}/?setUsedCoupon=${code}`,
  }),
  sv: (code, amount, origin) => ({
    subject: 'Tack för att du bjöd in en vän till Kori',
    text: `Din vän gjorde sin första beställning med din kod. Som tack får du ${amount} rabatt på din nästa beställning med koden ${code}.\n\n${origin}/?setUsedCoupon=${code}`,
  }),
  nl: (code, amount, origin) => ({
    subject: 'Bedankt dat je een vriend voor Kori hebt uitgenodigd',
    text: `Je vriend heeft een eerste bestelling geplaatst met jouw code. Als dank krijg je ${amount} korting op je volgende bestelling met de code ${code}.\n\n${origin}/?setUsedCoupon=${code}`,
  }),
};

export interface ReferralRewardDeps {
  db: Database;
  outbox: MailOutbox;
  logger: Logger;
  /** The storefront's public origin, for the link in the mail (configured, never from a request). */
  storefrontOrigin: string;
  now?: () => Date;
}

/** Makes (once) and mails (once) the referrer's reward for referral `referralId`. */
export async function rewardReferrer(deps: ReferralRewardDeps, referralId: number): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const reward = await deps.db.transaction(async (tx) => {
    const [referral] = await tx.select().from(referrals).where(eq(referrals.id, referralId)).for('update');
    if (!referral) return null;
    const [referrer] = await tx.select().from(users).where(eq(users.id, referral.referrerUserId));
    if (!referrer) return null;
    let couponId = referral.rewardCouponId;
    if (couponId === null) {
      const currency = currencyForRegion(referrer.region);
      const [coupon] = await tx
        .insert(coupons)
        .values({
          code: rewardCode(),
          title: 'Invite a friend: thank you',
          kind: 'FIXED',
          value: REFERRAL_REWARD[currency],
          currency,
          validUntil: new Date(now().getTime() + REWARD_VALID_DAYS * 86_400_000),
          audience: 'ANYONE',
          maxUsesPerUser: 1,
          paidBy: 'KORI',
          ownerUserId: referrer.id,
        })
        .returning();
      if (!coupon) throw new Error('reward coupon insert returned nothing');
      couponId = coupon.id;
      await tx.update(referrals).set({ rewardCouponId: couponId, status: 'REWARDED' }).where(eq(referrals.id, referralId));
    }
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId));
    return coupon && !referral.rewardMailedAt ? { coupon, referrer } : null;
  });
  if (!reward) return;
  const { coupon, referrer } = reward;
  if (!referrer.email) {
    deps.logger.warn('referral reward not mailed: the referrer has no e-mail', { referralId });
    return;
  }
  const amount = `${minorToDecimal(coupon.value)} ${coupon.currency ?? ''}`.trim();
  const language = languageOfRegion(referrer.region);
  const mail = MAIL_TEXT[language](coupon.code, amount, deps.storefrontOrigin.replace(/\/$/, ''));
  await deps.outbox.enqueue({ to: referrer.email, ...mail, language }, `referral-reward:${referralId}`);
  await deps.db.update(referrals).set({ rewardMailedAt: now() }).where(eq(referrals.id, referralId));
  deps.logger.info('referral reward mail queued', { referralId });
}

/** Runs reward jobs on `queue` and returns how to queue one (one job per referral at a time). */
export async function startReferralRewards(queue: JobQueue, deps: ReferralRewardDeps): Promise<(referralId: number) => Promise<void>> {
  await queue.work<{ referralId: number }>(REFERRAL_REWARD_QUEUE, (job) => rewardReferrer(deps, job.referralId), { concurrency: 2 });
  return (referralId) => queue.send(REFERRAL_REWARD_QUEUE.name, { referralId }, `referral-reward:${referralId}`);
}
