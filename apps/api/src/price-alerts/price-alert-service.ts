/**
 * Price alerts: creating (signed in at once; by e-mail after a mailed code), deleting, listing, and
 * the check that mails a shopper when the best offer's all-in price falls to their target. Checks run
 * as jobs on the durable queue, one per product and region, queued whenever an offer's price changes.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Region } from '@kori/region';
import { currencyForRegion } from '@kori/region';
import type { Logger } from '@kori/util-log';
import type { CatalogueCache } from '../catalog/catalogue-cache';
import type { Database } from '../db/database';
import { offers, priceAlerts, products, type PriceAlertRow } from '../db/schema';
import { rankOffers } from '../domain/offer-ranking';
import type { JobQueue, QueueDefinition } from '../jobs/job-queue';
import type { SharedLimits } from '../limits/shared-limits';
import type { MailOutbox } from '../mail/mail-outbox';
import { confirmationMail, deletionLink, formatMoney, priceDropMail, type MailLanguage } from './price-alert-mail';

export const PRICE_ALERT_QUEUE: QueueDefinition = { name: 'price-alert-check', retryLimit: 5, retryDelaySeconds: 2, expireInSeconds: 120 };
export const CONFIRMATION_TTL_MS = 30 * 60 * 1000;
export const MAX_CONFIRMATION_ATTEMPTS = 5;

interface CheckJob {
  productId: number;
  region: Region;
}

export type PriceAlertError = 'PRODUCT_NOT_FOUND' | 'EMAIL_REQUIRED' | 'NOT_FOUND' | 'INVALID_CODE' | 'CODE_EXPIRED' | 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_CODES';

/** Confirmation codes mailed to one address: at most this many per hour, so the form cannot flood an inbox. */
export const CODE_MAILS_PER_ADDRESS_PER_HOUR = 5;

export class PriceAlertRefused extends Error {
  constructor(readonly code: PriceAlertError) {
    super(code);
    this.name = 'PriceAlertRefused';
  }
}

export interface CreateAlertInput {
  productId: number;
  region: Region;
  targetPrice: number;
  email: string;
  userId: string | null;
  language: MailLanguage;
}

export interface PriceAlertService {
  create(input: CreateAlertInput): Promise<{ alert: PriceAlertRow; confirmationRequired: boolean }>;
  confirm(id: string, code: string): Promise<PriceAlertRow>;
  /** Makes the alert INACTIVE; null when there is no such alert. */
  delete(id: string): Promise<PriceAlertRow['status'] | null>;
  /** The user's active alerts, newest first. */
  listForUser(userId: string): Promise<PriceAlertRow[]>;
  /** Queues a check of the product's alerts in one region (or every region). */
  requestCheck(productId: number, region?: Region): Promise<void>;
  /** Compares the best all-in price with the product's active alerts; mails each drop once. */
  check(productId: number, region: Region): Promise<void>;
  /** Starts the check worker (the queue itself must be started). */
  start(): Promise<void>;
}

export interface PriceAlertServiceOptions {
  db: Database;
  queue: JobQueue;
  outbox: MailOutbox;
  catalogue: Pick<CatalogueCache, 'merchants'>;
  storefrontOrigin: string;
  /** Limits the code e-mails per address (shared by every API process). */
  limits: SharedLimits;
  logger: Logger;
  now?: () => Date;
}

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');
const REGIONS: Region[] = ['FI', 'SE', 'NL'];

export function createPriceAlertService(options: PriceAlertServiceOptions): PriceAlertService {
  const { db, queue, outbox, logger } = options;
  const now = options.now ?? (() => new Date());

  const productName = async (productId: number): Promise<string | null> => {
    const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
    return row?.name ?? null;
  };

  const service: PriceAlertService = {
    async create(input) {
      const name = await productName(input.productId);
      if (name === null) throw new PriceAlertRefused('PRODUCT_NOT_FOUND');
      const id = randomUUID();
      const signedIn = input.userId !== null;
      if (!signedIn) {
        const check = { bucket: 'price-alert-code', key: input.email.toLowerCase(), limit: CODE_MAILS_PER_ADDRESS_PER_HOUR, windowMs: 3_600_000 };
        if (!(await options.limits.consume([check])).allowed) throw new PriceAlertRefused('TOO_MANY_CODES');
      }
      const code = signedIn ? null : String(randomInt(0, 1_000_000)).padStart(6, '0');
      const [alert] = await db
        .insert(priceAlerts)
        .values({
          id,
          productId: input.productId,
          region: input.region,
          currency: currencyForRegion(input.region),
          targetPrice: input.targetPrice,
          email: input.email,
          userId: input.userId,
          language: input.language,
          confirmed: signedIn,
          confirmationCodeHash: code === null ? null : hashCode(id, code),
          confirmationExpiresAt: code === null ? null : new Date(now().getTime() + CONFIRMATION_TTL_MS),
          createdAt: now(),
          updatedAt: now(),
        })
        .returning();
      if (!alert) throw new Error('price alert insert returned nothing');
      if (code !== null) await outbox.enqueue(confirmationMail(input.email, input.language, code, name), `price-alert-confirm:${id}`);
      else await service.requestCheck(input.productId, input.region);
      return { alert, confirmationRequired: code !== null };
    },

    async confirm(id, code) {
      const [alert] = await db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
      if (!alert || alert.status !== 'ACTIVE') throw new PriceAlertRefused('NOT_FOUND');
      if (alert.confirmed) return alert;
      if (alert.confirmationAttempts >= MAX_CONFIRMATION_ATTEMPTS) throw new PriceAlertRefused('TOO_MANY_ATTEMPTS');
      if (!alert.confirmationExpiresAt || alert.confirmationExpiresAt.getTime() < now().getTime()) throw new PriceAlertRefused('CODE_EXPIRED');
      const given = Buffer.from(hashCode(id, code));
      const expected = Buffer.from(alert.confirmationCodeHash ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        await db
          .update(priceAlerts)
          .set({ confirmationAttempts: sql`${priceAlerts.confirmationAttempts} + 1` })
          .where(eq(priceAlerts.id, id));
        throw new PriceAlertRefused('INVALID_CODE');
      }
      const [confirmed] = await db
        .update(priceAlerts)
        .set({ confirmed: true, confirmationCodeHash: null, confirmationExpiresAt: null, updatedAt: now() })
        .where(eq(priceAlerts.id, id))
        .returning();
      if (!confirmed) throw new PriceAlertRefused('NOT_FOUND');
      await service.requestCheck(confirmed.productId, confirmed.region);
      return confirmed;
    },

    async delete(id) {
      const [row] = await db.update(priceAlerts).set({ status: 'INACTIVE', updatedAt: now() }).where(eq(priceAlerts.id, id)).returning({ status: priceAlerts.status });
      return row?.status ?? null;
    },

    async listForUser(userId) {
      return db
        .select()
        .from(priceAlerts)
        .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.status, 'ACTIVE')))
        .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
    },

    async requestCheck(productId, region) {
      for (const each of region ? [region] : REGIONS) {
        await queue.send<CheckJob>(PRICE_ALERT_QUEUE.name, { productId, region: each }, `${productId}:${each}`);
      }
    },

    async check(productId, region) {
      const [rows, merchants, name] = await Promise.all([
        db.select().from(offers).where(and(eq(offers.productId, productId), eq(offers.region, region))),
        options.catalogue.merchants(),
        productName(productId),
      ]);
      const withMerchants = rows.flatMap((row) => {
        const merchant = merchants.get(row.merchantId);
        return merchant ? [{ ...row, merchant }] : [];
      });
      const best = rankOffers(withMerchants).find((offer) => offer.stockStatus !== 'OUT_OF_STOCK');
      if (!best || name === null) return;
      const total = best.totalPrice;
      // Alerts whose target the price reaches and that have not yet been told of this price or a lower one.
      const due = await db
        .select()
        .from(priceAlerts)
        .where(
          and(
            eq(priceAlerts.productId, productId),
            eq(priceAlerts.region, region),
            eq(priceAlerts.status, 'ACTIVE'),
            eq(priceAlerts.confirmed, true),
            gt(priceAlerts.targetPrice, total - 1),
            or(isNull(priceAlerts.lastNotifiedPrice), gt(priceAlerts.lastNotifiedPrice, total)),
          ),
        );
      for (const alert of due) {
        const mail = priceDropMail(alert.email, alert.language as MailLanguage, {
          product: name,
          price: formatMoney(total, alert.currency),
          target: formatMoney(alert.targetPrice, alert.currency),
          merchant: best.merchant.name,
          deleteUrl: deletionLink(options.storefrontOrigin, alert.id),
        });
        // Queued before it is recorded: a crash in between re-runs this check, and the once-key keeps
        // the second queueing from mailing the same drop twice.
        await outbox.enqueue(mail, `price-alert-drop:${alert.id}:${alert.notifiedCount}`);
        await db
          .update(priceAlerts)
          .set({ lastNotifiedPrice: total, notifiedCount: alert.notifiedCount + 1, updatedAt: now() })
          .where(and(eq(priceAlerts.id, alert.id), or(isNull(priceAlerts.lastNotifiedPrice), gt(priceAlerts.lastNotifiedPrice, total))));
        logger.info('price alert mailed', { alertId: alert.id, total });
      }
      // A price back above the target re-arms the alert, so the next drop is mailed again.
      await db
        .update(priceAlerts)
        .set({ lastNotifiedPrice: null, updatedAt: now() })
        .where(and(eq(priceAlerts.productId, productId), eq(priceAlerts.region, region), lte(priceAlerts.targetPrice, total - 1), sql`${priceAlerts.lastNotifiedPrice} is not null`));
    },

    async start() {
      await queue.work<CheckJob>(PRICE_ALERT_QUEUE, (job) => service.check(job.productId, job.region), { concurrency: 2 });
    },
  };
  return service;
}
