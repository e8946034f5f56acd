/**
 * The checkout engine: starts a checkout from a cart (one agent job per merchant), performs it (pay,
 * then one placement job per merchant) and moves its status as the jobs finish. Jobs live in the
 * database (see jobs/job-queue.ts), so a checkout survives a restart: on start the engine resumes
 * whatever was left unfinished.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { currencyForRegion, type Region } from '@kori/region';
import type { Logger } from '@kori/util-log';
import type { Database } from '../db/database';
import { checkoutMerchants, checkouts, merchants, offers, orders, products } from '../db/schema';
import type { JobContext, JobQueue, QueueDefinition } from '../jobs/job-queue';
import type { MerchantShops } from '../merchant-shops/merchant-shop-port';
import type { CheckoutLineSnapshot, DeliveryAddressValue } from './checkout-records';
import type { AddressProblem, AddressValidator, CheckoutCarts } from './checkout-ports';
import { insertCheckout, loadCheckout, transitionCheckout, unfinishedCheckouts, updateMerchantPart, type CheckoutRecord } from './checkout-store';
import { chooseDeliveryOption, type DeliveryOptionTemplate } from './delivery-choice';
import { runInitiateAgent, runPlacement, type ShopRetry } from './merchant-agent';
import type { PaymentAuthorizer } from './payment-authorizer';
import { buyableParts, partTotals } from './checkout-totals';
import type { CheckoutCoupons } from '../coupons/checkout-coupons';
import type { CouponErrorType, CouponPricing } from '../coupons/coupon-pricing';

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
  paymentMethod: string;
  deliveryOptionTemplate: DeliveryOptionTemplate;
  deliveryOptions: { merchantId: string; deliveryOptionId: string }[];
  couponCode: string | null;
}

export interface PerformResult {
  checkoutId: string;
  status: CheckoutRecord['checkout']['status'] | null;
  cartError: 'CONCURRENT_CHECKOUT' | null;
  checkoutErrors: CheckoutErrorType[];
  /** Why the coupon code was refused (nothing was charged then). */
  couponCodeErrors: { couponCodeCode: string; errorType: CouponErrorType }[];
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
}

export interface CheckoutEngineOptions {
  db: Database;
  queue: JobQueue;
  shops: MerchantShops;
  carts: CheckoutCarts;
  payments: PaymentAuthorizer;
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
          .returning({ id: orders.id });
        if (order) await options.coupons?.orderPlaced(tx, checkout, order.id);
        cartId = checkout.cartId;
      },
    );
    // After the transaction: on PGlite a query outside it would wait for it.
    if (next === 'PERFORM_COMPLETE' && cartId) await options.carts.clear(cartId);
    if (next === 'PERFORM_COMPLETE') await options.coupons?.afterOrder(checkoutId);
  };

  /** Back to INITIATE_COMPLETE with no merchant placing: the shopper may pay again. */
  const declinePerform = (checkoutId: string) =>
    transitionCheckout(
      db,
      checkoutId,
      () => ({ type: 'PAYMENT_DECLINED' }),
      () => ({ chargedAmount: null, paymentMethod: null }),
      async (tx) => {
        await tx.update(checkoutMerchants).set({ merchantStatus: null, chosenDeliveryOptionId: null }).where(eq(checkoutMerchants.checkoutId, checkoutId));
      },
    );

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
    if (job.phase === 'initiate') await finishInitiate(job.checkoutId);
    else await finishPerform(job.checkoutId);
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
        // A perform that died before its payment was authorized: once clearly abandoned (another
        // process may be authorizing it right now), the shopper may pay again.
        if (Date.now() - unfinished.updatedAt.getTime() > ABANDONED_PERFORM_MS) await declinePerform(unfinished.id);
        continue;
      }
      const phase: Phase = unfinished.status === 'INITIATED' ? 'initiate' : 'place';
      for (const merchantId of unfinished.merchantIds) await send(unfinished.id, merchantId, phase);
    }
  };

  return {
    async start() {
      await queue.start();
      await queue.work<MerchantJob>(MERCHANT_QUEUE, handle, { concurrency: options.concurrency ?? 32 });
      if (options.resumeOnStart !== false) await resumeUnfinished();
    },
    resumeUnfinished,
    async stop(stopOptions) {
      await queue.stop(stopOptions);
    },
    read,

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

      const choices = new Map(input.deliveryOptions.map((choice) => [choice.merchantId, choice.deliveryOptionId]));
      let amount = 0;
      const started = await transitionCheckout(
        db,
        input.checkoutId,
        () => ({ type: 'PERFORM_STARTED' }),
        (checkout, parts) => {
          amount = buyableParts(parts).reduce((sum, part) => {
            const option = chooseDeliveryOption(part.deliveryOptions ?? [], input.deliveryOptionTemplate, choices.get(part.merchantId));
            return sum + partTotals(checkout, part).itemsTotal + (option?.cost ?? 0);
          }, 0);
          if (coupon?.ok) amount -= Math.min(coupon.discount.amount, amount);
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

      const payment = await options.payments.authorize({
        checkoutId: input.checkoutId,
        amount,
        currency: record.checkout.currency,
        paymentMethod: input.paymentMethod,
      });
      if (!payment.approved) {
        await declinePerform(input.checkoutId);
        return result('INITIATE_COMPLETE', { checkoutErrors: ['FAILED_CHECKOUT'] });
      }
      await db.update(checkouts).set({ paymentReference: payment.reference, updatedAt: sql`now()` }).where(eq(checkouts.id, input.checkoutId));
      const placing = await db
        .select({ merchantId: checkoutMerchants.merchantId, status: checkoutMerchants.merchantStatus })
        .from(checkoutMerchants)
        .where(eq(checkoutMerchants.checkoutId, input.checkoutId));
      for (const part of placing) if (part.status === 'PERFORM') await send(input.checkoutId, part.merchantId, 'place');
      logger.info('checkout perform started', { checkoutId: input.checkoutId });
      return result('PERFORM');
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
