/**
 * The work done at one merchant's shop for one checkout, as a job: at initiation create the shop's
 * cart, add each line, fill the contact form and read the delivery options; at perform place the order.
 * Each step is stored as it finishes, so a job run again (after a crash or a stop) continues from the
 * first unfinished step and never repeats a finished one.
 */
import type { Database } from '../db/database';
import type { CheckoutMerchantRow, CheckoutRow } from '../db/schema';
import type { MerchantShop, MerchantShopError, MerchantShopResult, MerchantShops } from '../merchant-shops/merchant-shop-port';
import type { InitiateErrorType, LineOutcome } from './checkout-records';
import { loadCheckoutRow, loadMerchantPart, updateMerchantPart } from './checkout-store';
import { isTransientShopError, lineErrorType, merchantErrorType } from './shop-error-types';

export interface ShopRetry {
  /** Tries after the first for SERVER_ERROR / TIMEOUT answers. */
  retries: number;
  /** Pause before the first retry; doubled before each next one. */
  baseDelayMs: number;
}

export interface AgentDependencies {
  db: Database;
  shops: MerchantShops;
  retry: ShopRetry;
}

/** Thrown between steps when the queue stops: the job is failed and retried by the next process. */
export class AgentStoppedError extends Error {
  constructor() {
    super('merchant agent stopped');
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function withRetry<T>(retry: ShopRetry, signal: AbortSignal, call: () => Promise<MerchantShopResult<T>>): Promise<MerchantShopResult<T>> {
  for (let attempt = 0; ; attempt += 1) {
    if (signal.aborted) throw new AgentStoppedError();
    const result = await call();
    if (result.ok || !isTransientShopError(result.error) || attempt >= retry.retries) return result;
    await sleep(retry.baseDelayMs * 2 ** attempt);
  }
}

/** Runs the initiation steps still to do; returns when the merchant's part is DONE (or the checkout moved on). */
export async function runInitiateAgent(deps: AgentDependencies, checkoutId: string, merchantId: string, signal: AbortSignal): Promise<void> {
  const checkout = await loadCheckoutRow(deps.db, checkoutId);
  const part = await loadMerchantPart(deps.db, checkoutId, merchantId);
  if (!checkout || !part || checkout.status !== 'INITIATED' || part.step === 'DONE') return;
  const shop = deps.shops.forMerchant(merchantId);
  const call = <T>(work: () => Promise<MerchantShopResult<T>>) => withRetry(deps.retry, signal, work);
  const save = (patch: Parameters<typeof updateMerchantPart>[3]) => updateMerchantPart(deps.db, checkoutId, merchantId, patch);
  const fail = (error: MerchantShopError | InitiateErrorType) =>
    save({ step: 'DONE', errorType: typeof error === 'string' ? error : merchantErrorType(error) });

  let cartId = part.merchantCartId;
  if (!cartId) {
    const created = await call(() => shop.createCart());
    if (!created.ok) return fail(created.error);
    cartId = created.value.cartId;
    await save({ merchantCartId: cartId, step: 'ADD_LINES' });
  }

  const outcomes = await addLines(shop, checkout, part, cartId, call, save);
  if (outcomes === 'STOPPED') return;
  if (!Object.values(outcomes).some((outcome) => outcome.status === 'ADDED')) {
    // Nothing to buy here: the lines' own errors tell the shopper why.
    return save({ step: 'DONE' });
  }

  if (part.step !== 'READ_DELIVERY') {
    const contact = await call(() => shop.setContact(cartId, checkout.deliveryAddress));
    if (!contact.ok) return fail(contact.error);
    await save({ step: 'READ_DELIVERY' });
  }

  const options = await call(() => shop.deliveryOptions(cartId));
  if (!options.ok) return fail(options.error);
  if (options.value.length === 0) return fail('UNDELIVERABLE_TO_GIVEN_ADDRESS');
  await save({ deliveryOptions: options.value, step: 'DONE' });
}

type Call = <T>(work: () => Promise<MerchantShopResult<T>>) => Promise<MerchantShopResult<T>>;
type Save = (patch: Parameters<typeof updateMerchantPart>[3]) => Promise<void>;

/** Adds the lines not yet answered, storing each answer; 'STOPPED' when the merchant failed as a whole. */
async function addLines(
  shop: MerchantShop,
  checkout: CheckoutRow,
  part: CheckoutMerchantRow,
  cartId: string,
  call: Call,
  save: Save,
): Promise<Record<string, LineOutcome> | 'STOPPED'> {
  const outcomes: Record<string, LineOutcome> = { ...part.lineOutcomes };
  const lines = checkout.lines.filter((line) => line.merchantId === part.merchantId);
  const progress = () => {
    const answered = Object.values(outcomes);
    return { lineOutcomes: { ...outcomes }, numberAdded: answered.length, numberFound: answered.filter((outcome) => outcome.found).length };
  };
  for (const line of lines) {
    if (outcomes[line.offerId]) continue;
    let added = await call(() => shop.addItem(cartId, { sku: line.offerId, quantity: line.quantity, expectedUnitPrice: line.unitPrice }));
    if (!added.ok && added.error.code === 'PRICE_CHANGED' && added.error.unitPrice !== undefined) {
      // The shop's price wins; the review shows it next to the line.
      const shopPrice = added.error.unitPrice;
      added = await call(() => shop.addItem(cartId, { sku: line.offerId, quantity: line.quantity, expectedUnitPrice: shopPrice }));
    }
    if (added.ok) {
      outcomes[line.offerId] =
        added.value.unitPrice === line.unitPrice ? { status: 'ADDED', found: true } : { status: 'ADDED', found: true, shopUnitPrice: added.value.unitPrice };
    } else {
      const errorType = lineErrorType(added.error);
      if (!errorType) {
        await save({ ...progress(), step: 'DONE', errorType: merchantErrorType(added.error) });
        return 'STOPPED';
      }
      outcomes[line.offerId] = { status: 'FAILED', errorType, found: added.error.code === 'NOT_ENOUGH_STOCK' };
    }
    await save({ ...progress(), step: 'ADD_LINES' });
  }
  return outcomes;
}

/**
 * A shop that kept failing at placement may still have taken the order; the job is retried later
 * with the same idempotency key instead of calling the merchant failed at once.
 */
export class PlacementUnsettledError extends Error {
  constructor(merchantId: string, code: string) {
    super(`placement at ${merchantId} unsettled (${code}); retrying later`);
  }
}

/**
 * Places the merchant's order (idempotent at the shop by checkout and merchant) and stores the answer.
 * `lastAttempt`: a transient failure now counts as SERVER_ERROR instead of a retry later.
 */
export async function runPlacement(
  deps: AgentDependencies,
  checkoutId: string,
  merchantId: string,
  signal: AbortSignal,
  lastAttempt = true,
): Promise<void> {
  const checkout = await loadCheckoutRow(deps.db, checkoutId);
  const part = await loadMerchantPart(deps.db, checkoutId, merchantId);
  // Never an order without an authorized payment.
  if (!checkout || !part || checkout.status !== 'PERFORM' || !checkout.paymentReference || part.merchantStatus !== 'PERFORM') return;
  const { merchantCartId, chosenDeliveryOptionId } = part;
  if (!merchantCartId || !chosenDeliveryOptionId) {
    await updateMerchantPart(deps.db, checkoutId, merchantId, { merchantStatus: 'PERFORM_FAILED', errorType: 'UNKNOWN' });
    return;
  }
  const shop = deps.shops.forMerchant(merchantId);
  const placed = await withRetry(deps.retry, signal, () =>
    shop.placeOrder(merchantCartId, { deliveryOptionId: chosenDeliveryOptionId, idempotencyKey: placementKey(checkoutId, merchantId) }),
  );
  if (placed.ok) {
    await updateMerchantPart(deps.db, checkoutId, merchantId, {
      merchantStatus: 'PERFORM_COMPLETE',
      orderReference: placed.value.orderReference,
      trackingId: placed.value.trackingId,
      itemsTotal: placed.value.itemsTotal,
      deliveryCost: placed.value.deliveryCost,
    });
  } else if (isTransientShopError(placed.error) && !lastAttempt) {
    throw new PlacementUnsettledError(merchantId, placed.error.code);
  } else {
    await updateMerchantPart(deps.db, checkoutId, merchantId, { merchantStatus: 'PERFORM_FAILED', errorType: merchantErrorType(placed.error) });
  }
}

/** One order per checkout and merchant, however often placement runs. */
export function placementKey(checkoutId: string, merchantId: string): string {
  return `${checkoutId}:${merchantId}`;
}
