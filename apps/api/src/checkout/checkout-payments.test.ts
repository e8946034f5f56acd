import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { deliveryAddressFixture } from '@kori/address-rules/testing';
import { checkouts, payments, paymentSettlements } from '../db/schema';
import { AUTHORIZATION_STATUSES, type PaymentMethod } from '../payments/payment-provider-port';
import type { CheckoutEngine, PerformInput } from './checkout-engine';
import { createFakeMerchantShops } from './testing/fake-merchant-shops';
import { performAndPay, providersOf, startEngine, TEST_STOREFRONT_URL, waitForStatus } from './testing/engine-harness';
import { useEngineTestData, type TestOffer } from './testing/test-offers';
import { createMemoryCarts } from './testing/memory-carts';

const data = useEngineTestData();

async function ready(lines: TestOffer[], options: { maximumAmount?: number; userId?: string } = {}) {
  const shops = createFakeMerchantShops();
  const carts = createMemoryCarts();
  const cartId = randomUUID();
  carts.put({ id: cartId, region: 'FI', userId: options.userId ?? null, lines: lines.map((line) => ({ offerId: line.offerId, quantity: 1 })), maximumAmount: options.maximumAmount ?? 10_000_000 });
  const engine = await startEngine({ handle: data.handle, shops, carts });
  data.running.push(engine);
  const initiated = await engine.initiate(cartId, deliveryAddressFixture(), options.userId ?? null);
  if (!initiated.ok) throw new Error('initiate refused');
  await waitForStatus(engine, initiated.checkoutId, ['INITIATE_COMPLETE'], undefined, options.userId ?? null);
  return { shops, carts, cartId, engine, checkoutId: initiated.checkoutId, providers: providersOf(engine) };
}

const input = (checkoutId: string, paymentMethod: PaymentMethod): PerformInput => ({
  checkoutId,
  paymentMethod,
  deliveryOptionTemplate: 'LEAST_EXPENSIVE',
  deliveryOptions: [],
  couponCode: null,
});

/** A checkout of merchant A's offers whose payment at `method`'s provider is started and waits for the shopper. */
async function waitingPayment(method: 'STRIPE' | 'ADYEN') {
  const s = await ready(data.merchantA);
  await s.engine.perform(input(s.checkoutId, method), null);
  return { ...s, reference: s.providers[method].referenceOf(s.checkoutId) };
}

const sum = (lines: TestOffer[]) => lines.reduce((total, line) => total + line.price, 0);

/** Waits until `check` holds (polls). */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const settlementsOf = async (checkoutId: string) =>
  (
    await data.handle.db
      .select({ settlement: paymentSettlements })
      .from(paymentSettlements)
      .innerJoin(payments, eq(payments.id, paymentSettlements.paymentId))
      .where(eq(payments.checkoutId, checkoutId))
  ).map((row) => row.settlement);

describe('checkout payments', () => {
  it("starts a payment with the method's provider, returning its page, and places nothing until it is approved", async () => {
    const s = await ready(data.merchantA);
    const performed = await s.engine.perform(input(s.checkoutId, 'ADYEN'), null);
    const reference = s.providers.ADYEN.referenceOf(s.checkoutId);
    expect(performed).toMatchObject({ status: 'PERFORM', cartError: null, payment: { redirectUrl: `https://pay.example/${reference}`, authorizationStatus: 'ADYEN_PAYMENT_STARTED' } });
    const [start] = s.providers.ADYEN.starts;
    // The lines' total plus the cheapest delivery (pickup 390), in minor units; the return URL from configuration.
    expect(start).toMatchObject({ checkoutId: s.checkoutId, amount: sum(data.merchantA) + 390, currency: 'EUR', returnUrl: `${TEST_STOREFRONT_URL}/auth_response?checkoutId=${s.checkoutId}` });
    expect(s.providers.STRIPE.starts).toEqual([]);
    expect(await s.engine.paymentStatus(s.checkoutId, null)).toBe('ADYEN_PAYMENT_STARTED');

    // The shopper is still on the provider's page: nothing is placed.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(s.shops.calls.filter((call) => call.endsWith(':placeOrder'))).toEqual([]);

    s.providers.ADYEN.decide(reference, 'APPROVED');
    expect(await s.engine.verifyPayment(s.checkoutId, 'redirect-result', null)).toEqual({
      redirectUrl: `${TEST_STOREFRONT_URL}/checkout/processing?checkoutId=${s.checkoutId}`,
      authorizationStatus: 'APPROVED',
    });
    expect(await waitForStatus(s.engine, s.checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED'])).toBe('PERFORM_COMPLETE');
    expect(await s.engine.paymentStatus(s.checkoutId, null)).toBe('APPROVED');
  });

  it('builds each provider\'s return URL: Stripe to /payment-completed, Avarda to its embedded page with the JWT', async () => {
    const stripe = await ready(data.merchantA);
    await stripe.engine.perform(input(stripe.checkoutId, 'STRIPE'), null);
    expect(stripe.providers.STRIPE.starts[0]!.returnUrl).toBe(`${TEST_STOREFRONT_URL}/payment-completed?checkoutId=${stripe.checkoutId}`);

    const avarda = await ready(data.merchantA);
    const performed = await avarda.engine.perform(input(avarda.checkoutId, 'AVARDA_CHECKOUTV3_INVOICE'), null);
    expect(performed.payment).toEqual({ jwt: expect.stringMatching(/^jwt-/), authorizationStatus: 'CREATED_AVARDA_CHECKOUTV3' });
    expect(avarda.providers.AVARDA.starts[0]!.returnUrl).toBe(`${TEST_STOREFRONT_URL}/avarda-checkout-v3?checkoutId=${avarda.checkoutId}`);
    // The purchase is still open: the return answers with the JWT again, to go on in the embedded checkout.
    expect(await avarda.engine.verifyPayment(avarda.checkoutId, 'purchase-id', null)).toEqual(performed.payment);
    // The embedded page opening names the checkout, not a provider code: the provider is asked without one.
    const confirm = jest.spyOn(avarda.providers.AVARDA, 'confirm');
    expect(await avarda.engine.verifyPayment(avarda.checkoutId, avarda.checkoutId, null)).toEqual(performed.payment);
    expect(confirm).toHaveBeenCalledWith(expect.any(String), undefined);
  });

  it('lets the shopper pay with another method after a refusal (Adyen refused, then Stripe)', async () => {
    const s = await waitingPayment('ADYEN');
    s.providers.ADYEN.decide(s.providers.ADYEN.referenceOf(s.checkoutId), 'FAILED');
    expect(await s.engine.verifyPayment(s.checkoutId, 'redirect-result', null)).toMatchObject({ authorizationStatus: 'FAILED' });
    expect((await s.engine.read(s.checkoutId, null))!.checkout.status).toBe('INITIATE_COMPLETE');

    const { performed, verified } = await performAndPay(s.engine, input(s.checkoutId, 'STRIPE'));
    expect(performed).toMatchObject({ status: 'PERFORM', cartError: null, payment: { authorizationStatus: 'CREATED_STRIPE' } });
    expect(verified).toMatchObject({ authorizationStatus: 'APPROVED' });
    expect(await waitForStatus(s.engine, s.checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED'])).toBe('PERFORM_COMPLETE');
    const done = (await s.engine.read(s.checkoutId, null))!;
    expect(done.checkout.paymentMethod).toBe('STRIPE');
    expect(done.order).toMatchObject({ paymentMethod: 'STRIPE' });
  });

  it.each(['AVARDA_CREDIT_DENIED', 'AVARDA_INCORRECT_ADDRESS', 'AVARDA_REJECTED', 'CANCELLED'] as const)('returns the checkout to be paid again after %s', async (status) => {
    const s = await ready(data.merchantA);
    await s.engine.perform(input(s.checkoutId, 'AVARDA_CHECKOUTV3_CREDIT'), null);
    s.providers.AVARDA.decide(s.providers.AVARDA.referenceOf(s.checkoutId), status);
    expect(await s.engine.verifyPayment(s.checkoutId, 'purchase-id', null)).toMatchObject({ authorizationStatus: status });
    expect(await s.engine.paymentStatus(s.checkoutId, null)).toBe(status);
    expect((await s.engine.read(s.checkoutId, null))!.checkout.status).toBe('INITIATE_COMPLETE');
  });

  it('records every status the provider reports while the payment is open', async () => {
    const s = await waitingPayment('STRIPE');
    const { reference } = s;
    for (const status of AUTHORIZATION_STATUSES.filter((candidate) => !['APPROVED', 'AVARDA_CREDIT_DENIED', 'AVARDA_INCORRECT_ADDRESS', 'AVARDA_REJECTED', 'CANCELLED', 'FAILED'].includes(candidate))) {
      s.providers.STRIPE.decide(reference, status);
      await s.engine.verifyPayment(s.checkoutId, 'x', null);
      expect(await s.engine.paymentStatus(s.checkoutId, null)).toBe(status);
      expect((await s.engine.read(s.checkoutId, null))!.checkout.status).toBe('PERFORM');
    }
  });

  it('asks the provider again when the status is read while the payment stays open (a lost webhook)', async () => {
    const s = await waitingPayment('STRIPE');
    // Approved at the provider; neither the return nor the webhook arrives.
    s.providers.STRIPE.decide(s.providers.STRIPE.referenceOf(s.checkoutId), 'APPROVED');
    expect(await s.engine.paymentStatus(s.checkoutId, null)).toBe('CREATED_STRIPE');
    expect(s.providers.STRIPE.calls.confirm).toBe(0);
    await data.handle.db.update(payments).set({ updatedAt: new Date(Date.now() - 60_000) }).where(eq(payments.checkoutId, s.checkoutId));
    await eventually(async () => (await s.engine.paymentStatus(s.checkoutId, null)) === 'APPROVED', 'the status from the provider');
    expect(await waitForStatus(s.engine, s.checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED'])).toBe('PERFORM_COMPLETE');
  });

  it('moves nothing on a return the provider does not confirm (a forged code, or the provider away)', async () => {
    const s = await waitingPayment('ADYEN');
    const adyen = s.providers.ADYEN;
    const confirm = adyen.confirm;
    adyen.confirm = async () => {
      throw new Error('refused: the redirect result belongs to another payment');
    };
    expect(await s.engine.verifyPayment(s.checkoutId, 'forged', null)).toEqual({
      redirectUrl: `${TEST_STOREFRONT_URL}/checkout/processing?checkoutId=${s.checkoutId}`,
      authorizationStatus: 'ADYEN_PAYMENT_STARTED',
    });
    expect((await s.engine.read(s.checkoutId, null))!.checkout.status).toBe('PERFORM');
    adyen.confirm = confirm;
  });

  it('is idempotent: a repeated return asks again but moves nothing twice', async () => {
    const s = await ready(data.merchantA);
    await performAndPay(s.engine, input(s.checkoutId, 'STRIPE'));
    await waitForStatus(s.engine, s.checkoutId, ['PERFORM_COMPLETE']);
    const again = await s.engine.verifyPayment(s.checkoutId, 'returned', null);
    expect(again).toMatchObject({ authorizationStatus: 'APPROVED' });
    expect(s.shops.orders(data.merchantA[0]!.merchantId)).toHaveLength(1);
  });

  it("keeps a signed-in shopper's payment to that shopper", async () => {
    const s = await ready(data.merchantA, { userId: 'payer-1' });
    await s.engine.perform(input(s.checkoutId, 'STRIPE'), 'payer-1');
    expect(await s.engine.verifyPayment(s.checkoutId, 'x', null)).toBeNull();
    expect(await s.engine.verifyPayment(s.checkoutId, 'x', 'payer-2')).toBeNull();
    expect(await s.engine.paymentStatus(s.checkoutId, 'payer-2')).toBeNull();
    expect(await s.engine.paymentStatus(s.checkoutId, 'payer-1')).toBe('CREATED_STRIPE');
  });

  it('enforces MAXIMUM_CART_AMOUNT again before a payment starts', async () => {
    const s = await ready(data.merchantA);
    // The shop's price rose after initiation beyond the cart's limit.
    s.carts.put({ ...s.carts.get(s.cartId)!, maximumAmount: sum(data.merchantA) - 1 });
    const performed = await s.engine.perform(input(s.checkoutId, 'STRIPE'), null);
    expect(performed).toMatchObject({ cartError: 'MAXIMUM_CART_AMOUNT', status: 'INITIATE_COMPLETE', payment: null });
    expect(s.providers.STRIPE.starts).toEqual([]);
  });

  it('answers FAILED_CHECKOUT and lets the shopper try again when the provider cannot start a payment', async () => {
    const s = await ready(data.merchantA);
    s.providers.STRIPE.start = async () => {
      throw new Error('provider down');
    };
    expect(await s.engine.perform(input(s.checkoutId, 'STRIPE'), null)).toMatchObject({ status: 'INITIATE_COMPLETE', checkoutErrors: ['FAILED_CHECKOUT'], payment: null });
    expect(await s.engine.paymentStatus(s.checkoutId, null)).toBe('FAILED');
    expect((await performAndPay(s.engine, input(s.checkoutId, 'ADYEN'))).verified).toMatchObject({ authorizationStatus: 'APPROVED' });
  });

  it('captures each merchant once its order is placed and releases the part of a merchant that failed: it is never charged', async () => {
    const s = await ready([...data.merchantA, ...data.merchantB]);
    s.shops.inject(data.merchantB[0]!.merchantId, { step: 'placeOrder', error: { code: 'PRODUCT_NOT_AVAILABLE' } });
    await performAndPay(s.engine, input(s.checkoutId, 'STRIPE'));
    expect(await waitForStatus(s.engine, s.checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED'])).toBe('PERFORM_COMPLETE');
    const reference = s.providers.STRIPE.referenceOf(s.checkoutId);
    await eventually(async () => s.providers.STRIPE.settlements.length === 2, 'both settlements');
    expect(s.providers.STRIPE.settlements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'capture', reference, amount: sum(data.merchantA) + 390, currency: 'EUR' }),
        // The failed part was never captured: the authorisation keeps only the placed merchant's part.
        expect.objectContaining({ kind: 'release', reference, amount: sum(data.merchantB) + 390, currency: 'EUR', authorizedAfter: sum(data.merchantA) + 390 }),
      ]),
    );
    expect(s.providers.STRIPE.settlements.find((settlement) => settlement.kind === 'capture')).not.toHaveProperty('authorizedAfter');
    await eventually(async () => (await settlementsOf(s.checkoutId)).every((row) => row.status === 'DONE'), 'settlements done');
    const [payment] = await data.handle.db.select().from(payments).where(eq(payments.checkoutId, s.checkoutId));
    expect(payment).toMatchObject({ status: 'APPROVED', capturedAmount: sum(data.merchantA) + 390, releasedAmount: sum(data.merchantB) + 390 });
  });

  it('never charges twice when a capture is retried', async () => {
    const s = await ready(data.merchantA);
    // The provider captures, but its answer is lost twice: the job retries with the same key.
    s.providers.STRIPE.failCaptures(2, { afterEffect: true });
    await performAndPay(s.engine, input(s.checkoutId, 'STRIPE'));
    await waitForStatus(s.engine, s.checkoutId, ['PERFORM_COMPLETE']);
    await eventually(async () => (await settlementsOf(s.checkoutId)).every((row) => row.status === 'DONE') && s.providers.STRIPE.settlements.length > 0, 'capture', 30_000);
    expect(s.providers.STRIPE.calls.capture).toBe(3);
    expect(s.providers.STRIPE.settlements).toHaveLength(1);
    const keys = (await settlementsOf(s.checkoutId)).map((row) => row.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('resumes after a restart: an open payment is asked about, and an approved one places its orders', async () => {
    const s = await waitingPayment('ADYEN');
    await s.engine.stop({ timeoutMs: 1000 });
    data.running.splice(data.running.indexOf(s.engine), 1);
    // The shopper paid while no process was there to hear it; and the checkout is long idle.
    s.providers.ADYEN.decide(s.providers.ADYEN.referenceOf(s.checkoutId), 'APPROVED');
    await data.handle.db.update(checkouts).set({ updatedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(checkouts.id, s.checkoutId));

    const restarted = await startEngine({ handle: data.handle, shops: s.shops, carts: s.carts, providers: s.providers });
    data.running.push(restarted);
    await restarted.resumeUnfinished((id) => id === s.checkoutId);
    expect(await waitForStatus(restarted, s.checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED', 'INITIATE_COMPLETE'])).toBe('PERFORM_COMPLETE');
    await eventually(async () => s.providers.ADYEN.settlements.some((settlement) => settlement.kind === 'capture'), 'capture');
  });

  it('resumes a capture left pending by a process that stopped', async () => {
    const s = await ready(data.merchantA);
    // Every capture fails in this process: the settlement stays pending.
    s.providers.STRIPE.failCaptures(1000);
    await performAndPay(s.engine, input(s.checkoutId, 'STRIPE'));
    await waitForStatus(s.engine, s.checkoutId, ['PERFORM_COMPLETE']);
    await eventually(async () => (await settlementsOf(s.checkoutId)).length === 1, 'settlement stored');
    await s.engine.stop({ timeoutMs: 1000 });
    data.running.splice(data.running.indexOf(s.engine), 1);
    s.providers.STRIPE.failCaptures(0);

    const restarted = await startEngine({ handle: data.handle, shops: s.shops, carts: s.carts, providers: s.providers });
    data.running.push(restarted);
    await restarted.resumeUnfinished((id) => id === s.checkoutId);
    await eventually(async () => (await settlementsOf(s.checkoutId))[0]?.status === 'DONE', 'capture done', 30_000);
    expect(s.providers.STRIPE.settlements).toHaveLength(1);
  });
});

describe('choosing another way to pay while a payment waits', () => {
  const statusOf = async (engine: CheckoutEngine, checkoutId: string) => (await engine.read(checkoutId, null))!.checkout.status;

  it('closes the open attempt at its provider and lets the shopper pay another way; a repeat changes nothing', async () => {
    const s = await waitingPayment('STRIPE');
    expect((await s.engine.perform(input(s.checkoutId, 'ADYEN'), null)).cartError).toBe('CONCURRENT_CHECKOUT');

    expect(await s.engine.cancelPayment(s.checkoutId, null)).toBe('INITIATE_COMPLETE');
    expect(s.providers.STRIPE.calls.abandon).toBe(1);
    expect(await s.engine.paymentStatus(s.checkoutId, null)).toBe('CANCELLED');
    expect(await s.engine.cancelPayment(s.checkoutId, null)).toBe('INITIATE_COMPLETE');
    expect(s.providers.STRIPE.calls.abandon).toBe(1);

    const { verified } = await performAndPay(s.engine, input(s.checkoutId, 'ADYEN'));
    expect(verified).toMatchObject({ authorizationStatus: 'APPROVED' });
    expect(await waitForStatus(s.engine, s.checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED'])).toBe('PERFORM_COMPLETE');
    expect((await s.engine.read(s.checkoutId, null))!.checkout.paymentMethod).toBe('ADYEN');
    expect(s.providers.STRIPE.settlements).toEqual([]);
  });

  it('keeps a payment the provider approved before the shopper chose again: the orders are placed', async () => {
    const s = await waitingPayment('STRIPE');
    s.providers.STRIPE.decide(s.providers.STRIPE.referenceOf(s.checkoutId), 'APPROVED');
    expect(await s.engine.cancelPayment(s.checkoutId, null)).toBe('PERFORM');
    expect(s.providers.STRIPE.calls.abandon).toBe(0);
    expect(await waitForStatus(s.engine, s.checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED'])).toBe('PERFORM_COMPLETE');
    expect(s.shops.orders(data.merchantA[0]!.merchantId)).toHaveLength(1);
  });

  it('releases whole an approval that arrives after the shopper chose again', async () => {
    const s = await waitingPayment('ADYEN');
    const { reference } = s;
    expect(await s.engine.cancelPayment(s.checkoutId, null)).toBe('INITIATE_COMPLETE');
    const hook = s.providers.ADYEN.webhook('late-approval', reference, 'APPROVED');
    await s.engine.paymentWebhook('ADYEN', hook.body, hook.headers);
    await eventually(async () => s.providers.ADYEN.settlements.length === 1, 'the release');
    expect(s.providers.ADYEN.settlements).toEqual([expect.objectContaining({ kind: 'release', reference, amount: sum(data.merchantA) + 390, authorizedAfter: 0 })]);
    expect(await statusOf(s.engine, s.checkoutId)).toBe('INITIATE_COMPLETE');
    expect(s.shops.calls.filter((call) => call.endsWith(':placeOrder'))).toEqual([]);
  });

  it('is safe against an approving webhook at the same moment: either the orders are placed or the payment is released whole', async () => {
    for (let round = 0; round < 4; round += 1) {
      const s = await waitingPayment('STRIPE');
      const { reference } = s;
      const hook = s.providers.STRIPE.webhook(`race-${round}`, reference, 'APPROVED');
      const [status] = await Promise.all([s.engine.cancelPayment(s.checkoutId, null), s.engine.paymentWebhook('STRIPE', hook.body, hook.headers)]);
      if (status === 'INITIATE_COMPLETE') {
        await eventually(async () => s.providers.STRIPE.settlements.some((settlement) => settlement.kind === 'release'), 'the release of the late approval');
        expect(s.providers.STRIPE.settlements).toEqual([expect.objectContaining({ kind: 'release', reference, amount: sum(data.merchantA) + 390 })]);
        expect(s.shops.calls.filter((call) => call.endsWith(':placeOrder'))).toEqual([]);
      } else {
        expect(status).toBe('PERFORM');
        expect(await waitForStatus(s.engine, s.checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED'])).toBe('PERFORM_COMPLETE');
        await eventually(async () => s.providers.STRIPE.settlements.length === 1, 'the capture');
        expect(s.providers.STRIPE.settlements).toEqual([expect.objectContaining({ kind: 'capture', reference })]);
      }
      // Each round's engine has fakes of its own and shares the job queue: it stops before the next round
      // so that it takes none of that round's jobs.
      data.running.splice(data.running.indexOf(s.engine), 1);
      await s.engine.stop({ timeoutMs: 1000 });
    }
  });

  it("answers null for someone else's checkout and moves nothing", async () => {
    const s = await ready(data.merchantA, { userId: 'payer-1' });
    await s.engine.perform(input(s.checkoutId, 'STRIPE'), 'payer-1');
    expect(await s.engine.cancelPayment(s.checkoutId, 'payer-2')).toBeNull();
    expect(await s.engine.cancelPayment(s.checkoutId, null)).toBeNull();
    expect((await s.engine.read(s.checkoutId, 'payer-1'))!.checkout.status).toBe('PERFORM');
  });
});
