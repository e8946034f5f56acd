/**
 * Payments of checkouts: start an attempt at the method's provider, learn its answer (the shopper's
 * return, confirmed with the provider, or a signed webhook; whichever comes first moves it), capture
 * each merchant's part once its order is placed and release the part of a merchant that failed.
 * Everything that must survive a restart is in the database; provider calls that move money run as
 * durable jobs with an idempotency key, so a retry never charges twice.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Logger } from '@kori/util-log';
import type { Database } from '../db/database';
import { checkouts, payments, type CheckoutRow, type PaymentRow, type PaymentSettlementRow, type SettlementKind } from '../db/schema';
import type { JobQueue, QueueDefinition } from '../jobs/job-queue';
import {
  providerForMethod,
  type AuthorizationStatus,
  type PaymentMethod,
  type PaymentProviderId,
  type ProviderPaymentState,
} from './payment-provider-port';
import type { PaymentProviders } from './providers/payment-providers-from-env';
import {
  completeSettlement,
  currentPayment,
  ensureSettlement,
  isFinalAuthorization,
  isRefusal,
  loadSettlement,
  openPaymentsOfPerformingCheckouts,
  paymentById,
  paymentByReference,
  pendingSettlements,
  recordPaymentEvent,
  settlementsOfPayment,
} from './payment-store';

export type { PaymentProviders } from './providers/payment-providers-from-env';

export const PAYMENT_QUEUE: QueueDefinition = { name: 'payment', retryLimit: 8, retryDelaySeconds: 1, expireInSeconds: 60 };

/** Where the shopper goes next: a page (the provider's, or the storefront's processing page), or the embedded Avarda checkout. */
export type PaymentView =
  | { redirectUrl: string; authorizationStatus: AuthorizationStatus }
  | { jwt: string; authorizationStatus: AuthorizationStatus };

/** What the checkout does when a payment gets its answer. */
export interface PaymentHooks {
  /** Inside the payment's transaction: the current attempt was refused; the checkout goes back to be paid again. */
  refused(tx: Database, checkoutId: string): Promise<void>;
  /** After commit: the current attempt was approved (the checkout holds its reference); orders may be placed. */
  approved(checkoutId: string): Promise<void>;
}

export interface StartPaymentInput {
  checkout: CheckoutRow;
  method: PaymentMethod;
  amount: number;
  lines: { name: string; quantity: number; unitPrice: number }[];
}

export type WebhookOutcome = { ok: true; events: number; duplicates: number } | { ok: false };

type PaymentJob = { type: 'settle'; paymentId: string; merchantId: string; kind: SettlementKind } | { type: 'sync'; paymentId: string };

export interface PaymentService {
  /** Starts the settlement and sync workers on the queue (started by the caller). */
  startWorkers(): Promise<void>;
  /** Starts an attempt; null when the provider could not start it. */
  start(input: StartPaymentInput): Promise<PaymentView | null>;
  /** The shopper came back with `code`: asks the provider, records its answer; null without a payment. */
  verify(checkoutId: string, code: string): Promise<PaymentView | null>;
  /** The current attempt's status; null when the checkout never started a payment. */
  status(checkoutId: string): Promise<AuthorizationStatus | null>;
  /**
   * The shopper leaves the provider's page to pay another way. Unless the current attempt is approved
   * (at the provider or here: then it is kept and the orders are placed), the checkout goes back to be
   * paid again and the attempt is closed at its provider. Safe against an approval arriving at the same
   * time: both take the payment's row lock, and whichever comes second sees the other's answer.
   * `released` when the checkout may be paid again, `approved` when the payment stands, null without a
   * payment waiting for its answer.
   */
  abandon(checkoutId: string): Promise<'released' | 'approved' | null>;
  /** A provider's webhook on its raw body: verified, de-duplicated, applied. */
  webhook(provider: PaymentProviderId, rawBody: Buffer, headers: Record<string, string | undefined>): Promise<WebhookOutcome>;
  /** Captures (order placed) or releases (placement failed) one merchant's part of the checkout's approved payment. */
  settle(checkoutId: string, merchantId: string, kind: SettlementKind, amount: number): Promise<void>;
  /** Re-queues unfinished settlements and asks the providers about open attempts (`only` filters checkouts). */
  resume(only?: (checkoutId: string) => boolean): Promise<void>;
}

/** While a payment is open, a status read asks the provider again at most this often. */
const STATUS_SYNC_INTERVAL_MS = 5_000;

export interface PaymentServiceOptions {
  db: Database;
  queue: JobQueue;
  providers: PaymentProviders;
  /** The storefront's configured public origin: every return URL is built from it. */
  storefrontUrl: string;
  hooks: PaymentHooks;
  logger: Logger;
}

/** The storefront page each provider sends the shopper back to. */
const RETURN_PATHS: Record<PaymentProviderId, string> = {
  ADYEN: '/auth_response',
  STRIPE: '/payment-completed',
  AVARDA: '/avarda-checkout-v3',
};

export function storefrontPage(storefrontUrl: string, path: string, checkoutId: string): string {
  const url = new URL(path, storefrontUrl);
  url.searchParams.set('checkoutId', checkoutId);
  return url.toString();
}

export function createPaymentService(options: PaymentServiceOptions): PaymentService {
  const { db, queue, providers, hooks, logger } = options;
  /** When each open payment was last asked about because of a status read (this process only). */
  const lastStatusSync = new Map<string, number>();

  const sendJob = (job: PaymentJob) =>
    queue.send<PaymentJob>(PAYMENT_QUEUE.name, job, job.type === 'settle' ? `settle:${job.paymentId}:${job.merchantId}:${job.kind}` : `sync:${job.paymentId}`);

  const viewOf = (payment: PaymentRow): PaymentView => {
    const authorizationStatus = payment.status ?? 'PENDING';
    // An Avarda purchase still open goes on in the embedded checkout; every other answer goes to processing.
    if (payment.jwt && authorizationStatus === 'CREATED_AVARDA_CHECKOUTV3') return { jwt: payment.jwt, authorizationStatus };
    return { redirectUrl: storefrontPage(options.storefrontUrl, '/checkout/processing', payment.checkoutId), authorizationStatus };
  };

  /**
   * Records the provider's answer for a payment under its row lock. Only an open payment moves, so
   * the return and the webhook cannot both act. Returns what to do after commit.
   */
  const applyIn = async (tx: Database, paymentId: string, state: ProviderPaymentState): Promise<PaymentJob | 'approved' | null> => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || isFinalAuthorization(payment.status) || payment.status === state.status) return null;
    await tx
      .update(payments)
      .set({ status: state.status, authorizedAmount: state.authorizedAmount, updatedAt: sql`now()` })
      .where(eq(payments.id, paymentId));
    logger.info('payment status', { checkoutId: payment.checkoutId, paymentId, provider: payment.provider, status: state.status });
    if (!isFinalAuthorization(state.status)) return null;

    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, payment.checkoutId)).for('update');
    const [newest] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.checkoutId, payment.checkoutId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    const current = checkout?.status === 'PERFORM' && !checkout.paymentReference && newest?.id === paymentId;
    if (isRefusal(state.status)) {
      if (current) await hooks.refused(tx, payment.checkoutId);
      return null;
    }
    if (current) {
      await tx.update(checkouts).set({ paymentReference: payment.reference, updatedAt: sql`now()` }).where(eq(checkouts.id, payment.checkoutId));
      return 'approved';
    }
    // Approved after the shopper had moved on (another attempt, or the checkout ended): nothing is
    // bought with it, so it is released whole.
    const amount = state.authorizedAmount ?? payment.amount;
    await ensureSettlement(tx, { paymentId, merchantId: '*', kind: 'RELEASE', amount });
    logger.warn('payment approved for a checkout no longer waiting for it; releasing', { checkoutId: payment.checkoutId, paymentId });
    return { type: 'settle', paymentId, merchantId: '*', kind: 'RELEASE' };
  };

  const afterCommit = async (paymentId: string, next: PaymentJob | 'approved' | null) => {
    if (next === 'approved') {
      const payment = await paymentById(db, paymentId);
      if (payment) await hooks.approved(payment.checkoutId);
    } else if (next) {
      await sendJob(next);
    }
  };

  const apply = async (paymentId: string, state: ProviderPaymentState) => {
    const next = await db.transaction((tx) => applyIn(tx as unknown as Database, paymentId, state));
    await afterCommit(paymentId, next);
  };

  /** Asks the provider where an open payment stands and records it. */
  const sync = async (payment: PaymentRow, returnCode?: string) => {
    if (!payment.reference || isFinalAuthorization(payment.status)) return;
    const state = await providers[payment.provider].confirm(payment.reference, returnCode);
    if (state.reference !== payment.reference) throw new Error(`provider answered for ${state.reference}, asked about ${payment.reference}`);
    await apply(payment.id, state);
  };

  /**
   * What the authorisation holds once a release of a never-captured part is done: the authorised sum
   * less every release stored for the payment (done or not). Releases only grow, so each call gives the
   * same or a lower total. Undefined for a part that was captured (that is a refund).
   */
  const authorizedAfterRelease = async (payment: PaymentRow, settlement: PaymentSettlementRow): Promise<number | undefined> => {
    const all = await settlementsOfPayment(db, payment.id);
    if (all.some((other) => other.kind === 'CAPTURE' && other.merchantId === settlement.merchantId)) return undefined;
    const released = all.filter((other) => other.kind === 'RELEASE').reduce((sum, other) => sum + other.amount, 0);
    return Math.max(0, (payment.authorizedAmount ?? payment.amount) - released);
  };

  const runSettlement = async (job: Extract<PaymentJob, { type: 'settle' }>) => {
    const settlement = await loadSettlement(db, job.paymentId, job.merchantId, job.kind);
    if (!settlement || settlement.status === 'DONE') return;
    const payment = await paymentById(db, job.paymentId);
    if (!payment?.reference) return;
    const provider = providers[payment.provider];
    if (settlement.kind === 'CAPTURE') await provider.capture(payment.reference, settlement.amount, payment.currency, settlement.idempotencyKey);
    else await provider.release(payment.reference, settlement.amount, payment.currency, settlement.idempotencyKey, await authorizedAfterRelease(payment, settlement));
    await completeSettlement(db, settlement);
    logger.info('payment settled', { paymentId: payment.id, merchantId: settlement.merchantId, kind: settlement.kind, amount: settlement.amount });
  };

  return {
    async startWorkers() {
      await queue.work<PaymentJob>(
        PAYMENT_QUEUE,
        async (job, context) => {
          try {
            if (job.type === 'settle') await runSettlement(job);
            else {
              const payment = await paymentById(db, job.paymentId);
              if (payment) await sync(payment);
            }
          } catch (error) {
            // Retried with backoff; the idempotency key makes a repeated call harmless.
            logger[context.lastAttempt ? 'error' : 'warn']('payment job failed', { ...job, attempt: context.attempt, error });
            throw error;
          }
        },
        { concurrency: 8 },
      );
    },

    async start(input) {
      const providerId = providerForMethod(input.method);
      const [payment] = await db
        .insert(payments)
        .values({ id: randomUUID(), checkoutId: input.checkout.id, provider: providerId, method: input.method, amount: input.amount, currency: input.checkout.currency })
        .returning();
      if (!payment) throw new Error('payment insert returned nothing');
      const address = input.checkout.deliveryAddress;
      try {
        const started = await providers[providerId].start({
          checkoutId: input.checkout.id,
          attemptId: payment.id,
          amount: input.amount,
          currency: input.checkout.currency,
          region: input.checkout.region,
          paymentMethod: input.method,
          shopper: {
            email: address.email,
            phone: address.phone,
            firstName: address.firstName,
            lastName: address.lastName,
            streetAddress: address.streetAddress,
            postalCode: address.postalCode,
            city: address.city,
          },
          returnUrl: storefrontPage(options.storefrontUrl, RETURN_PATHS[providerId], input.checkout.id),
          lines: input.lines,
        });
        const [stored] = await db
          .update(payments)
          .set({
            reference: started.reference,
            status: started.status,
            redirectUrl: started.kind === 'redirect' ? started.redirectUrl : null,
            jwt: started.kind === 'embedded' ? started.jwt : null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(payments.id, payment.id)))
          .returning();
        logger.info('payment started', { checkoutId: input.checkout.id, paymentId: payment.id, provider: providerId });
        return started.kind === 'embedded'
          ? { jwt: started.jwt, authorizationStatus: stored?.status ?? started.status }
          : { redirectUrl: started.redirectUrl, authorizationStatus: stored?.status ?? started.status };
      } catch (error) {
        logger.error('payment start failed', { checkoutId: input.checkout.id, paymentId: payment.id, provider: providerId, error });
        await db.update(payments).set({ status: 'FAILED', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
        return null;
      }
    },

    async verify(checkoutId, code) {
      const payment = await currentPayment(db, checkoutId);
      if (!payment) return null;
      try {
        // The embedded Avarda page opening has no provider code of its own and names the checkout instead:
        // the provider is asked about the payment without a return code to match.
        await sync(payment, code === checkoutId ? undefined : code);
      } catch (error) {
        // A return the provider does not recognise (refused), or the provider away: nothing moves on the
        // shopper's word; the processing page's status reads ask the provider again in the background.
        logger.warn('payment return not confirmed', { checkoutId, paymentId: payment.id, provider: payment.provider, error });
        await sendJob({ type: 'sync', paymentId: payment.id });
      }
      return viewOf((await paymentById(db, payment.id)) ?? payment);
    },

    async status(checkoutId) {
      const payment = await currentPayment(db, checkoutId);
      if (!payment) return null;
      // An open payment whose webhook may have been lost: the provider is asked in the background.
      const now = Date.now();
      if (payment.reference && !isFinalAuthorization(payment.status) && now - payment.updatedAt.getTime() > STATUS_SYNC_INTERVAL_MS) {
        if (now - (lastStatusSync.get(payment.id) ?? 0) > STATUS_SYNC_INTERVAL_MS) {
          lastStatusSync.set(payment.id, now);
          if (lastStatusSync.size > 10_000) lastStatusSync.clear();
          await sendJob({ type: 'sync', paymentId: payment.id });
        }
      }
      return payment.status ?? 'PENDING';
    },

    async abandon(checkoutId) {
      const payment = await currentPayment(db, checkoutId);
      if (!payment) return null;
      // The provider's latest word first: an approval already given is kept.
      try {
        await sync(payment);
      } catch (error) {
        logger.warn('payment state not read before abandoning', { checkoutId, paymentId: payment.id, provider: payment.provider, error });
      }
      const outcome = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
        if (locked?.status === 'APPROVED') return 'approved' as const;
        const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
        if (checkout?.paymentReference) return 'approved' as const;
        if (checkout?.status !== 'PERFORM') return null;
        // The attempt stays open in our books: should the provider approve it after all, its answer
        // reaches a checkout no longer waiting for it and the payment is released whole.
        await hooks.refused(tx as unknown as Database, checkoutId);
        return 'released' as const;
      });
      // Approved: whichever answer approved it (this call's sync, the return or a webhook) queued the placement.
      if (outcome === 'approved') return 'approved';
      if (outcome === 'released' && payment.reference && !isFinalAuthorization(payment.status)) {
        try {
          await providers[payment.provider].abandon(payment.reference, `${payment.id}:abandon`);
          await sync(payment);
        } catch (error) {
          // The checkout is free either way; a late approval is released when it arrives.
          logger.warn('payment not closed at its provider', { checkoutId, paymentId: payment.id, provider: payment.provider, error });
        }
      }
      logger.info('payment abandoned by the shopper', { checkoutId, paymentId: payment.id, provider: payment.provider, outcome });
      return outcome;
    },

    async webhook(providerId, rawBody, headers) {
      const events = providers[providerId].parseWebhook(rawBody, headers);
      if (!events) return { ok: false };
      const digest = createHash('sha256').update(rawBody).digest('hex');
      let duplicates = 0;
      for (const event of events) {
        const payment = await paymentByReference(db, providerId, event.reference);
        // The event is recorded with its effect, in one transaction: a failure leaves it to be redelivered.
        const outcome = await db.transaction(async (tx) => {
          const fresh = await recordPaymentEvent(tx as unknown as Database, providerId, event.eventId, digest);
          if (!fresh) return 'duplicate' as const;
          if (!payment) return null;
          // An event that names no status (Avarda's): the provider is asked where the payment stands.
          if (!event.status) return isFinalAuthorization(payment.status) ? null : ({ type: 'sync', paymentId: payment.id } as const);
          return applyIn(tx as unknown as Database, payment.id, { reference: event.reference, status: event.status, authorizedAmount: event.status === 'APPROVED' ? payment.amount : null });
        });
        if (outcome === 'duplicate') duplicates += 1;
        else if (payment) await afterCommit(payment.id, outcome);
        if (!payment) logger.warn('webhook for an unknown payment', { provider: providerId, eventId: event.eventId, kind: event.kind });
      }
      return { ok: true, events: events.length, duplicates };
    },

    async settle(checkoutId, merchantId, kind, amount) {
      const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
      if (!checkout?.paymentReference) return;
      const payment = await currentPayment(db, checkoutId);
      if (!payment || payment.reference !== checkout.paymentReference || payment.status !== 'APPROVED') return;
      if (amount <= 0) return;
      await ensureSettlement(db, { paymentId: payment.id, merchantId, kind, amount });
      await sendJob({ type: 'settle', paymentId: payment.id, merchantId, kind });
    },

    async resume(only = () => true) {
      for (const settlement of await pendingSettlements(db)) {
        const payment = await paymentById(db, settlement.paymentId);
        if (payment && only(payment.checkoutId)) await sendJob({ type: 'settle', paymentId: settlement.paymentId, merchantId: settlement.merchantId, kind: settlement.kind });
      }
      for (const payment of await openPaymentsOfPerformingCheckouts(db)) {
        if (only(payment.checkoutId)) await sendJob({ type: 'sync', paymentId: payment.id });
      }
    },
  };
}
