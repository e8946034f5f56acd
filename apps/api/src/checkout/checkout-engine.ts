/**
 * The checkout engine: starts a checkout from a cart (one agent job per merchant), performs it (pay,
 * then one placement job per merchant) and moves its status as the jobs finish. Jobs live in the
 * database (see jobs/job-queue.ts), so a checkout survives a restart: on start the engine resumes
 * whatever was left unfinished.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { currencyForRegion, type Region } from '@kori/region';
import type { Logger } from '@kori/util-log';
import type { Database } from '../db/database';
import { checkoutMerchants, merchants, offers, orders, products } from '../db/schema';
import type { JobContext, JobQueue, QueueDefinition } from '../jobs/job-queue';
import type { MerchantShops } from '../merchant-shops/merchant-shop-port';
import { issueInvoiceIfBilled } from '../orders/invoice-issue';
import type { CheckoutLineSnapshot, DeliveryAddressValue } from './checkout-records';
import type { AddressProblem, AddressValidator, CheckoutCarts } from './checkout-ports';
import { insertCheckout, loadCheckout, transitionCheckout, unfinishedCheckouts, updateMerchantPart, type CheckoutRecord } from './checkout-store';
import { chooseDeliveryOption, type DeliveryOptionTemplate } from './delivery-choice';
import { runInitiateAgent, runPlacement, type ShopRetry } from './merchant-agent';
import type { CheckoutCoupons } from '../coupons/checkout-coupons';
import type { CouponErrorType, CouponPricing } from '../coupons/coupon-pricing';
import { addedLines, buyableParts, partTotals } from './checkout-totals';
import type { PaymentMethod, PaymentProviderId, AuthorizationStatus } from '../payments/payment-provider-port';
import { createPaymentService, type PaymentProviders, type PaymentView, type WebhookOutcome } from '../payments/payment-service';
import { currentPayment, isFinalAuthorization } from '../payments/payment-store';

/** A perform still unpaid after this long was abandoned by its process. */
const ABANDONED_PERFORM_MS = 2 * 60_000;

export const MERCHANT_QUEUE: QueueDefinition = { name: 'checkout-merchant', retryLimit: 5, retryDelaySeconds: 1, expireInSeconds: 120 };

type Phase = 'initiate' | 'place';
interface MerchantJob {
  checkoutId: string;
  merchantId: string;
  phase: Phase;
}

export type CheckoutErrorType = 'NO_PRODUCTS_FOUND' | 'FAILED_CHECKOUT' | 'COUPON_NOT_EXISTS' | 'UNKNOWN_ERROR';

export type InitiateResult =
  | { ok: true; checkoutId: string }
  | { ok: false; addressErrors: AddressProblem[]; cartError: 'MAXIMUM_CART_AMOUNT' | null; checkoutErrors: CheckoutErrorType[] };

export interface PerformInput {
  checkoutId: string;
  paymentMethod: PaymentMethod;
  deliveryOptionTemplate: DeliveryOptionTemplate;
  deliveryOptions: { merchantId: string; deliveryOptionId: string }[];
  couponCode: string | null;
}

export interface PerformResult {
  checkoutId: string;
  status: CheckoutRecord['checkout']['status'] | null;
  cartError: 'CONCURRENT_CHECKOUT' | 'MAXIMUM_CART_AMOUNT' | null;
  checkoutErrors: CheckoutErrorType[];
  /** Why the coupon code was refused (nothing was charged then). */
  couponCodeErrors: { couponCodeCode: string; errorType: CouponErrorType }[];
  /** Where the shopper pays (a provider's page, or the embedded Avarda checkout's JWT); null when no payment started. */
  payment: PaymentView | null;
}

/** Who asks: the signed-in user's id, or null. */
export type Requester = string | null;

export interface CheckoutEngine {
  /** Starts the job workers and (unless told not to) resumes unfinished checkouts. */
  start(): Promise<void>;
  /**
   * Re-queues the agents of unfinished checkouts (those `only` accepts) and returns abandoned unpaid
   * performs to INITIATE_COMPLETE. Queued jobs survive a restart by themselves; this catches a checkout
   * whose jobs were never queued (the process died between storing it and queueing) or whose last
   * status move was lost.
   */
  resumeUnfinished(only?: (checkoutId: string) => boolean): Promise<void>;
  stop(options?: { timeoutMs?: number }): Promise<void>;
  initiate(cartId: string, address: DeliveryAddressValue, requester: Requester): Promise<InitiateResult>;
  perform(input: PerformInput, requester: Requester): Promise<PerformResult>;
  /** The checkout when `requester` may see it: a user's checkout is theirs alone, an anonymous one is reached by its id. */
  read(checkoutId: string, requester: Requester): Promise<CheckoutRecord | null>;
  /**
   * The shopper came back from the provider with `code`: the provider is asked, its answer recorded
   * (approved: the orders are placed; refused: the checkout may be paid again). Null when the
   * requester may not see the checkout or it has no payment.
   */
  verifyPayment(checkoutId: string, code: string, requester: Requester): Promise<PaymentView | null>;
  /**
   * The shopper chooses another way to pay while a payment waits for its answer: the open attempt is
   * closed at its provider and the checkout goes back to INITIATE_COMPLETE; an attempt found approved
   * is kept (the orders are placed). Idempotent. The checkout's status afterwards; null when the
   * requester may not see the checkout.
   */
  cancelPayment(checkoutId: string, requester: Requester): Promise<CheckoutRecord['checkout']['status'] | null>;
  /** The current payment attempt's status; null when unseen or never started. */
  paymentStatus(checkoutId: string, requester: Requester): Promise<AuthorizationStatus | null>;
  /** A provider's webhook on its raw body. */
  paymentWebhook(provider: PaymentProviderId, rawBody: Buffer, headers: Record<string, string | undefined>): Promise<WebhookOutcome>;
}

export interface CheckoutEngineOptions {
  db: Database;
  queue: JobQueue;
  shops: MerchantShops;
  carts: CheckoutCarts;
  /** The payment provider of each provider id (adapters, or fakes in tests). */
  providers: PaymentProviders;
  /** The storefront's public origin, for the providers' return URLs. */
  storefrontUrl: string;
  validateAddress: AddressValidator;
  /** Prices and records coupon codes; without it every code is refused as unknown. */
  coupons?: CheckoutCoupons;
  logger: Logger;
  retry?: ShopRetry;
  /** Merchant jobs one process runs at once (default 32: they mostly wait on the shops). */
  concurrency?: number;
  /**
   * Resume every unfinished checkout on start (default true). Tests that share one database between
   * engines of different fakes turn it off and resume their own checkouts explicitly.
   */
  resumeOnStart?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCheckoutEngine(options: CheckoutEngineOptions): CheckoutEngine {
  const { db, queue, logger } = options;
  const agents = { db, shops: options.shops, retry: options.retry ?? { retries: 3, baseDelayMs: 500 } };

  const send = (checkoutId: string, merchantId: string, phase: Phase) =>
    queue.send<MerchantJob>(MERCHANT_QUEUE.name, { checkoutId, merchantId, phase }, `${checkoutId}:${merchantId}:${phase}`);

  const finishInitiate = (checkoutId: string) =>
    transitionCheckout(db, checkoutId, (_checkout, parts) =>
      parts.every((part) => part.step === 'DONE') ? { type: 'AGENTS_DONE', buyable: buyableParts(parts).length > 0 } : null,
    );

  const finishPerform = async (checkoutId: string) => {
    let cartId: string | null = null;
    // Held when perform started, before any placement could finish.
    const held = (await options.coupons?.held(db, checkoutId)) ?? null;
    const discountOn = (gross: number) => Math.min(held?.discountAmount ?? 0, gross);
    const next = await transitionCheckout(
      db,
      checkoutId,
      (_checkout, parts) => {
        const placing = parts.filter((part) => part.merchantStatus !== null);
        if (placing.some((part) => part.merchantStatus === 'PERFORM')) return null;
        return { type: 'PLACEMENTS_DONE', placed: placing.filter((part) => part.merchantStatus === 'PERFORM_COMPLETE').length };
      },
      (checkout, parts) => {
        const charged = parts
          .filter((part) => part.merchantStatus === 'PERFORM_COMPLETE')
          .reduce((sum, part) => sum + (part.itemsTotal ?? 0) + (part.deliveryCost ?? 0), 0);
        const owed = charged - discountOn(charged);
        // What was authorized beyond the placed orders is for the payment step to void or refund.
        return { chargedAmount: owed, voidAmount: Math.max(0, (checkout.chargedAmount ?? 0) - owed) };
      },
      async (tx, checkout, parts, status) => {
        if (status !== 'PERFORM_COMPLETE') return;
        const placed = parts.filter((part) => part.merchantStatus === 'PERFORM_COMPLETE');
        const itemsTotal = placed.reduce((sum, part) => sum + (part.itemsTotal ?? 0), 0);
        const deliveryCost = placed.reduce((sum, part) => sum + (part.deliveryCost ?? 0), 0);
        const discount = discountOn(itemsTotal + deliveryCost);
        const [order] = await tx
          .insert(orders)
          .values({
            checkoutId: checkout.id,
            userId: checkout.userId,
            region: checkout.region,
            currency: checkout.currency,
            paymentMethod: checkout.paymentMethod ?? 'UNKNOWN',
            itemsTotal,
            deliveryCost,
            discount,
            owedByCustomer: itemsTotal + deliveryCost - discount,
          })
          .onConflictDoNothing()
          .returning();
        if (order) await options.coupons?.orderPlaced(tx, checkout, order.id);
        // An order paid by invoice or credit is billed in the same transaction that writes it.
        if (order) await issueInvoiceIfBilled(tx, order);
        cartId = checkout.cartId;
      },
    );
    // After the transaction: on PGlite a query outside it would wait for it.
    if (next === 'PERFORM_COMPLETE' && cartId) await options.carts.clear(cartId);
    if (next === 'PERFORM_COMPLETE') await options.coupons?.afterOrder(checkoutId);
  };

  /** Back to INITIATE_COMPLETE with no merchant placing: the shopper may pay again. */
  const declinePerform = (checkoutId: string, on: Database = db) =>
    transitionCheckout(
      on,
      checkoutId,
      (checkout) => (checkout.paymentReference ? null : { type: 'PAYMENT_DECLINED' }),
      () => ({ chargedAmount: null, paymentMethod: null }),
      async (tx) => {
        await tx.update(checkoutMerchants).set({ merchantStatus: null, chosenDeliveryOptionId: null }).where(eq(checkoutMerchants.checkoutId, checkoutId));
      },
    );

  /** Queues the placement of every merchant that waits for it (the payment is approved). */
  const placeOrders = async (checkoutId: string) => {
    const placing = await db
      .select({ merchantId: checkoutMerchants.merchantId, status: checkoutMerchants.merchantStatus })
      .from(checkoutMerchants)
      .where(eq(checkoutMerchants.checkoutId, checkoutId));
    for (const part of placing) if (part.status === 'PERFORM') await send(checkoutId, part.merchantId, 'place');
    logger.info('checkout payment approved; placing orders', { checkoutId });
  };

  const payments = createPaymentService({
    db,
    queue,
    providers: options.providers,
    storefrontUrl: options.storefrontUrl,
    logger: logger.child({ part: 'payments' }),
    hooks: { refused: async (tx, checkoutId) => void (await declinePerform(checkoutId, tx)), approved: placeOrders },
  });

  /**
   * Once a merchant's placement has its answer: capture its part of the payment (order placed) or
   * release it (placement failed, so it is never charged). Idempotent: runs again on every retry.
   * The amount authorised was the total less the discount, so each merchant's part is less its share of it.
   */
  const settleMerchant = async (checkoutId: string, merchantId: string) => {
    const record = await loadCheckout(db, checkoutId);
    const part = record?.merchants.find((candidate) => candidate.merchantId === merchantId);
    if (!record || !part) return;
    const held = (await options.coupons?.held(db, checkoutId)) ?? null;
    const lessDiscount = (gross: number) => Math.max(0, gross - (held?.merchantShares[merchantId] ?? 0));
    if (part.merchantStatus === 'PERFORM_COMPLETE') {
      await payments.settle(checkoutId, merchantId, 'CAPTURE', lessDiscount((part.itemsTotal ?? 0) + (part.deliveryCost ?? 0)));
    } else if (part.merchantStatus === 'PERFORM_FAILED') {
      const option = (part.deliveryOptions ?? []).find((candidate) => candidate.id === part.chosenDeliveryOptionId);
      await payments.settle(checkoutId, merchantId, 'RELEASE', lessDiscount(partTotals(record.checkout, part).itemsTotal + (option?.cost ?? 0)));
    }
  };

  const handle = async (job: MerchantJob, context: JobContext) => {
    try {
      if (job.phase === 'initiate') await runInitiateAgent(agents, job.checkoutId, job.merchantId, context.signal);
      else await runPlacement(agents, job.checkoutId, job.merchantId, context.signal, context.lastAttempt);
    } catch (error) {
      if (!context.lastAttempt || context.signal.aborted) {
        logger.warn('merchant job to be retried', { ...job, attempt: context.attempt, error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
      // Out of attempts: the merchant counts as failed so that the checkout still finishes.
      logger.error('merchant job failed for good', { ...job, error });
      await updateMerchantPart(
        db,
        job.checkoutId,
        job.merchantId,
        job.phase === 'initiate' ? { step: 'DONE', errorType: 'UNKNOWN' } : { merchantStatus: 'PERFORM_FAILED', errorType: 'UNKNOWN' },
      );
    }
    if (job.phase === 'initiate') {
      await finishInitiate(job.checkoutId);
    } else {
      await settleMerchant(job.checkoutId, job.merchantId);
      await finishPerform(job.checkoutId);
    }
  };

  const read = async (checkoutId: string, requester: Requester) => {
    if (!UUID.test(checkoutId)) return null;
    const record = await loadCheckout(db, checkoutId);
    if (!record) return null;
    return record.checkout.userId && record.checkout.userId !== requester ? null : record;
  };

  const resumeUnfinished = async (only: (checkoutId: string) => boolean = () => true) => {
    for (const unfinished of await unfinishedCheckouts(db)) {
      if (!only(unfinished.id)) continue;
      if (unfinished.status === 'PERFORM' && !unfinished.paymentReference) {
        // A payment started at a provider waits for its answer (the payments resume asks the provider).
        const payment = await currentPayment(db, unfinished.id);
        if (payment?.reference && !isFinalAuthorization(payment.status)) continue;
        // A perform that died before its payment started (or after its refusal): once clearly
        // abandoned (another process may be starting it right now), the shopper may pay again.
        if (Date.now() - unfinished.updatedAt.getTime() > ABANDONED_PERFORM_MS) await declinePerform(unfinished.id);
        continue;
      }
      const phase: Phase = unfinished.status === 'INITIATED' ? 'initiate' : 'place';
      for (const merchantId of unfinished.merchantIds) await send(unfinished.id, merchantId, phase);
    }
    await payments.resume(only);
  };

  return {
    async start() {
      await queue.start();
      await queue.work<MerchantJob>(MERCHANT_QUEUE, handle, { concurrency: options.concurrency ?? 32 });
      await payments.startWorkers();
      if (options.resumeOnStart !== false) await resumeUnfinished();
    },
    resumeUnfinished,
    async stop(stopOptions) {
      await queue.stop(stopOptions);
    },
    read,

    async cancelPayment(checkoutId, requester) {
      const record = await read(checkoutId, requester);
      if (!record) return null;
      if (record.checkout.status === 'PERFORM') await payments.abandon(checkoutId);
      return (await loadCheckout(db, checkoutId))?.checkout.status ?? null;
    },

    async verifyPayment(checkoutId, code, requester) {
      if (!(await read(checkoutId, requester))) return null;
      return payments.verify(checkoutId, code);
    },

    async paymentStatus(checkoutId, requester) {
      if (!(await read(checkoutId, requester))) return null;
      return payments.status(checkoutId);
    },

    paymentWebhook: (provider, rawBody, headers) => payments.webhook(provider, rawBody, headers),

    async initiate(cartId, address, requester) {
      const refused = (fields: Partial<Extract<InitiateResult, { ok: false }>>): InitiateResult => ({
        ok: false,
        addressErrors: [],
        cartError: null,
        checkoutErrors: [],
        ...fields,
      });
      const cart = await options.carts.read(cartId);
      // Someone else's cart reads as no cart: nothing is learnt about it.
      if (cart && cart.userId && cart.userId !== requester) return refused({ checkoutErrors: ['NO_PRODUCTS_FOUND'] });
      const region: Region = cart?.region ?? 'FI';
      const addressErrors = options.validateAddress(region, address);
      if (addressErrors.length > 0) return refused({ addressErrors });
      if (!cart || cart.lines.length === 0) return refused({ checkoutErrors: ['NO_PRODUCTS_FOUND'] });

      const lines = await snapshotLines(db, cart.region, cart.lines);
      if (lines.length === 0) return refused({ checkoutErrors: ['NO_PRODUCTS_FOUND'] });
      const total = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      if (total > cart.maximumAmount) return refused({ cartError: 'MAXIMUM_CART_AMOUNT' });

      const checkout = await insertCheckout(db, {
        cartId: cart.id,
        userId: cart.userId ?? requester,
        region: cart.region,
        currency: currencyForRegion(cart.region),
        deliveryAddress: address,
        lines,
      });
      for (const merchantId of new Set(lines.map((line) => line.merchantId))) await send(checkout.id, merchantId, 'initiate');
      logger.info('checkout initiated', { checkoutId: checkout.id, merchants: new Set(lines.map((line) => line.merchantId)).size });
      return { ok: true, checkoutId: checkout.id };
    },

    async perform(input, requester) {
      const result = (status: PerformResult['status'], fields: Partial<PerformResult> = {}): PerformResult => ({
        checkoutId: input.checkoutId,
        status,
        cartError: null,
        checkoutErrors: [],
        couponCodeErrors: [],
        payment: null,
        ...fields,
      });
      const record = await read(input.checkoutId, requester);
      if (!record) return result(null, { checkoutErrors: ['FAILED_CHECKOUT'] });
      const settled = (status: PerformResult['status']) =>
        status === 'PERFORM' ? result(status, { cartError: 'CONCURRENT_CHECKOUT' }) : status === 'PERFORM_COMPLETE' || status === 'PERFORM_FAILED' ? result(status) : null;
      // A retry after perform finished answers as the first one did.
      const already = settled(record.checkout.status);
      if (already) return already;
      if (record.checkout.status !== 'INITIATE_COMPLETE') return result(record.checkout.status, { checkoutErrors: ['FAILED_CHECKOUT'] });
      let coupon: CouponPricing | null = null;
      if (input.couponCode?.trim()) {
        coupon = options.coupons
          ? await options.coupons.price(input.couponCode, record.checkout, record.merchants, requester)
          : { ok: false, code: input.couponCode.trim().toUpperCase(), errorType: 'COUPON_NOT_EXISTS' };
        if (!coupon.ok) return result(record.checkout.status, { couponCodeErrors: [{ couponCodeCode: coupon.code, errorType: coupon.errorType }] });
      }

      // The cart's limit holds again before any money moves: the shops' prices may have risen since.
      const itemsTotal = buyableParts(record.merchants).reduce((sum, part) => sum + partTotals(record.checkout, part).itemsTotal, 0);
      const cart = await options.carts.read(record.checkout.cartId);
      if (cart && itemsTotal > cart.maximumAmount) return result(record.checkout.status, { cartError: 'MAXIMUM_CART_AMOUNT' });

      const choices = new Map(input.deliveryOptions.map((choice) => [choice.merchantId, choice.deliveryOptionId]));
      const lines: { name: string; quantity: number; unitPrice: number }[] = [];
      let amount = 0;
      const started = await transitionCheckout(
        db,
        input.checkoutId,
        () => ({ type: 'PERFORM_STARTED' }),
        (checkout, parts) => {
          lines.length = 0;
          amount = buyableParts(parts).reduce((sum, part) => {
            const option = chooseDeliveryOption(part.deliveryOptions ?? [], input.deliveryOptionTemplate, choices.get(part.merchantId));
            for (const line of addedLines(checkout, part)) lines.push({ name: line.name, quantity: line.quantity, unitPrice: line.price });
            if (option && option.cost > 0) lines.push({ name: option.description || option.id, quantity: 1, unitPrice: option.cost });
            return sum + partTotals(checkout, part).itemsTotal + (option?.cost ?? 0);
          }, 0);
          if (coupon?.ok) {
            const discount = Math.min(coupon.discount.amount, amount);
            amount -= discount;
            // The provider's lines add up to what it is asked for.
            if (discount > 0) lines.push({ name: coupon.discount.title, quantity: 1, unitPrice: -discount });
          }
          return { paymentMethod: input.paymentMethod, chargedAmount: amount };
        },
        async (tx, checkout, parts) => {
          await options.coupons?.hold(tx, checkout.id, coupon, checkout);
          for (const part of buyableParts(parts)) {
            const option = chooseDeliveryOption(part.deliveryOptions ?? [], input.deliveryOptionTemplate, choices.get(part.merchantId));
            await tx
              .update(checkoutMerchants)
              .set({ merchantStatus: 'PERFORM', chosenDeliveryOptionId: option?.id ?? null })
              .where(and(eq(checkoutMerchants.checkoutId, part.checkoutId), eq(checkoutMerchants.merchantId, part.merchantId)));
          }
        },
      );
      if (!started) {
        // Another perform moved it first (row lock, then status compare-and-set).
        const now = await loadCheckout(db, input.checkoutId);
        return settled(now?.checkout.status ?? null) ?? result(now?.checkout.status ?? null, { cartError: 'CONCURRENT_CHECKOUT' });
      }

      // No order is placed until the provider's answer (the return, or its webhook) approves it.
      const payment = await payments.start({ checkout: record.checkout, method: input.paymentMethod, amount, lines });
      if (!payment) {
        await declinePerform(input.checkoutId);
        return result('INITIATE_COMPLETE', { checkoutErrors: ['FAILED_CHECKOUT'] });
      }
      logger.info('checkout perform started', { checkoutId: input.checkoutId, paymentMethod: input.paymentMethod });
      return result('PERFORM', { payment });
    },
  };
}

/** The cart's lines as bought now: offer, product and merchant read once, kept with the checkout. */
async function snapshotLines(db: Database, region: Region, lines: { offerId: string; quantity: number }[]): Promise<CheckoutLineSnapshot[]> {
  const ids = lines.map((line) => Number(line.offerId)).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ offer: offers, product: products, purchaseMode: merchants.purchaseMode })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(inArray(offers.id, ids));
  const byId = new Map(rows.map((row) => [String(row.offer.id), row]));
  return lines.flatMap((line) => {
    const row = byId.get(line.offerId);
    // Only offers sold through Kori in the cart's region can be checked out.
    if (!row || row.offer.region !== region || row.purchaseMode !== 'KORI_CHECKOUT' || line.quantity < 1) return [];
    return [
      {
        offerId: line.offerId,
        productId: String(row.product.id),
        merchantId: row.offer.merchantId,
        name: row.product.name,
        imageUrl: row.product.imageUrl,
        offerUrl: row.offer.url,
        quantity: line.quantity,
        unitPrice: row.offer.price,
        currency: row.offer.currency,
      },
    ];
  });
}
