import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checkoutMerchants, checkouts, invoices, orders } from '../db/schema';
import type { CheckoutEngine } from './checkout-engine';
import { hasCompletedOrder, latestDeliveryAddress } from './checkout-store';
import type { DeliveryAddressValue } from './checkout-records';
import { createFakeMerchantShops, type FakeMerchantShops } from './testing/fake-merchant-shops';
import { performAndPay, providersOf, startEngine, waitForStatus } from './testing/engine-harness';
import { useEngineTestData, type TestOffer } from './testing/test-offers';
import { createMemoryCarts, type MemoryCarts } from './testing/memory-carts';
import { deliveryAddressFixture } from '@kori/address-rules/testing';

const address: DeliveryAddressValue = deliveryAddressFixture();

const data = useEngineTestData();

interface Setup {
  shops: FakeMerchantShops;
  carts: MemoryCarts;
  engine: CheckoutEngine;
  cartId: string;
}

async function setup(lines: TestOffer[], options: { userId?: string | null; maximumAmount?: number } = {}): Promise<Setup> {
  const shops = createFakeMerchantShops();
  const carts = createMemoryCarts();
  const cartId = randomUUID();
  carts.put({
    id: cartId,
    region: 'FI',
    userId: options.userId ?? null,
    lines: lines.map((line) => ({ offerId: line.offerId, quantity: 1 })),
    maximumAmount: options.maximumAmount ?? 10_000_000,
  });
  const engine = await startEngine({ handle: data.handle, shops, carts });
  data.running.push(engine);
  return { shops, carts, engine, cartId };
}

async function initiate(s: Setup, requester: string | null = null): Promise<string> {
  const result = await s.engine.initiate(s.cartId, address, requester);
  if (!result.ok) throw new Error(`initiate refused: ${JSON.stringify(result)}`);
  return result.checkoutId;
}

const partOf = async (engine: CheckoutEngine, checkoutId: string, merchantId: string) =>
  (await engine.read(checkoutId, null))!.merchants.find((part) => part.merchantId === merchantId)!;

describe('checkout engine', () => {
  it('initiates at every merchant, then performs: one order per merchant, the cart emptied', async () => {
    const s = await setup([...data.merchantA, ...data.merchantB]);
    const checkoutId = await initiate(s);
    expect(await waitForStatus(s.engine, checkoutId, ['INITIATE_COMPLETE', 'FAILED'])).toBe('INITIATE_COMPLETE');
    const ready = (await s.engine.read(checkoutId, null))!;
    for (const part of ready.merchants) {
      expect(part).toMatchObject({ step: 'DONE', numberAdded: 2, totalToAdd: 2, numberFound: 2, errorType: null });
      expect(part.deliveryOptions).toHaveLength(2);
    }

    const { performed } = await performAndPay(
      s.engine,
      { checkoutId, paymentMethod: 'STRIPE', deliveryOptionTemplate: 'LEAST_EXPENSIVE', deliveryOptions: [{ merchantId: data.merchantB[0]!.merchantId, deliveryOptionId: 'home' }], couponCode: null },
      null,
    );
    expect(performed).toMatchObject({ status: 'PERFORM', cartError: null, checkoutErrors: [] });
    expect(await waitForStatus(s.engine, checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED'])).toBe('PERFORM_COMPLETE');

    const done = (await s.engine.read(checkoutId, null))!;
    expect(done.order).not.toBeNull();
    const a = done.merchants.find((part) => part.merchantId === data.merchantA[0]!.merchantId)!;
    const b = done.merchants.find((part) => part.merchantId === data.merchantB[0]!.merchantId)!;
    expect(a).toMatchObject({ merchantStatus: 'PERFORM_COMPLETE', chosenDeliveryOptionId: 'pickup', deliveryCost: 390 });
    expect(b).toMatchObject({ merchantStatus: 'PERFORM_COMPLETE', chosenDeliveryOptionId: 'home', deliveryCost: 790 });
    const items = [...data.merchantA, ...data.merchantB].reduce((sum, line) => sum + line.price, 0);
    expect(done.order).toMatchObject({ itemsTotal: items, deliveryCost: 390 + 790, owedByCustomer: items + 390 + 790 });
    expect(done.checkout).toMatchObject({ chargedAmount: items + 390 + 790, voidAmount: 0 });
    // Paid by card: no invoice.
    expect(await data.handle.db.select().from(invoices).where(eq(invoices.orderId, done.order!.id))).toEqual([]);
    expect(s.carts.get(s.cartId)!.lines).toEqual([]);

    // A retry after completion answers the same and places nothing more.
    const again = await s.engine.perform({ checkoutId, paymentMethod: 'STRIPE', deliveryOptionTemplate: 'LEAST_EXPENSIVE', deliveryOptions: [], couponCode: null }, null);
    expect(again).toMatchObject({ status: 'PERFORM_COMPLETE', cartError: null, checkoutErrors: [] });
    expect(s.shops.orders(data.merchantA[0]!.merchantId)).toHaveLength(1);
    expect(s.shops.orders(data.merchantB[0]!.merchantId)).toHaveLength(1);
  });

  it('refuses an address the rules reject and creates nothing', async () => {
    const shops = createFakeMerchantShops();
    const carts = createMemoryCarts();
    carts.put({ id: 'cart-bad-address', region: 'FI', userId: null, lines: [{ offerId: data.merchantA[0]!.offerId, quantity: 1 }], maximumAmount: 10_000_000 });
    const engine = await startEngine({ handle: data.handle, shops, carts, validateAddress: () => [{ field: 'postalCode', code: 'INVALID_FI_ZIP_CODE' }] });
    data.running.push(engine);
    const result = await engine.initiate('cart-bad-address', { ...address, postalCode: '1' }, null);
    expect(result).toEqual({ ok: false, addressErrors: [{ field: 'postalCode', code: 'INVALID_FI_ZIP_CODE' }], cartError: null, checkoutErrors: [] });
    expect(shops.calls).toEqual([]);
  });

  it('answers NO_PRODUCTS_FOUND for an empty or unknown cart and MAXIMUM_CART_AMOUNT above the limit', async () => {
    const s = await setup([]);
    expect(await s.engine.initiate(s.cartId, address, null)).toMatchObject({ ok: false, checkoutErrors: ['NO_PRODUCTS_FOUND'] });
    expect(await s.engine.initiate(randomUUID(), address, null)).toMatchObject({ ok: false, checkoutErrors: ['NO_PRODUCTS_FOUND'] });
    const big = await setup(data.merchantA, { maximumAmount: data.merchantA[0]!.price });
    expect(await big.engine.initiate(big.cartId, address, null)).toMatchObject({ ok: false, cartError: 'MAXIMUM_CART_AMOUNT' });
  });

  it("remembers a signed-in shopper's latest address per region and ends first-time-buyer eligibility with an order", async () => {
    const userId = `user-ftb-${randomUUID()}`;
    expect(await latestDeliveryAddress(data.handle.db, userId, 'FI')).toBeNull();
    expect(await hasCompletedOrder(data.handle.db, userId)).toBe(false);
    const s = await setup(data.merchantA, { userId });
    const checkoutId = await initiate(s, userId);
    expect(await latestDeliveryAddress(data.handle.db, userId, 'FI')).toEqual(address);
    expect(await latestDeliveryAddress(data.handle.db, userId, 'SE')).toBeNull();
    await waitForStatus(s.engine, checkoutId, ['INITIATE_COMPLETE'], undefined, userId);
    await performAndPay(s.engine, { checkoutId, paymentMethod: 'INVOICE', deliveryOptionTemplate: 'LEAST_EXPENSIVE', deliveryOptions: [], couponCode: null }, userId);
    await waitForStatus(s.engine, checkoutId, ['PERFORM_COMPLETE'], undefined, userId);
    expect(await hasCompletedOrder(data.handle.db, userId)).toBe(true);
    // Paid by invoice: the order is billed when it is written, for its owner and amount.
    const [order] = await data.handle.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    const billed = await data.handle.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(billed).toEqual([expect.objectContaining({ userId, totalAmount: order!.owedByCustomer, currency: 'EUR' })]);
  });

  it("keeps a signed-in shopper's cart and checkout to that shopper", async () => {
    const s = await setup(data.merchantA, { userId: 'user-1' });
    expect(await s.engine.initiate(s.cartId, address, 'user-2')).toMatchObject({ ok: false, checkoutErrors: ['NO_PRODUCTS_FOUND'] });
    const checkoutId = await initiate(s, 'user-1');
    expect(await s.engine.read(checkoutId, null)).toBeNull();
    expect(await s.engine.read(checkoutId, 'user-2')).toBeNull();
    expect((await s.engine.read(checkoutId, 'user-1'))?.checkout.id).toBe(checkoutId);
  });

  describe('each shop fault gives its code', () => {
    it.each([
      ['AGENT_BLOCKED', { step: 'createCart', error: { code: 'AGENT_BLOCKED' } }, 'AGENT_BLOCKED'],
      ['MINIMUM_ORDER_AMOUNT', { step: 'deliveryOptions', error: { code: 'MINIMUM_ORDER_AMOUNT', minimumAmount: 100_000 } }, 'MINIMUM_ORDER_AMOUNT'],
      ['UNDELIVERABLE_TO_GIVEN_ADDRESS', { step: 'deliveryOptions', error: { code: 'UNDELIVERABLE_TO_GIVEN_ADDRESS' } }, 'UNDELIVERABLE_TO_GIVEN_ADDRESS'],
      ['UNDELIVERABLE_PRODUCT_COMBINATION', { step: 'deliveryOptions', error: { code: 'UNDELIVERABLE_PRODUCT_COMBINATION' } }, 'UNDELIVERABLE_PRODUCT_COMBINATION'],
      ['a rejected postal code', { step: 'setContact', error: { code: 'FIELD_REJECTED', field: 'postalCode' } }, 'ZIP_INPUT_FAILED'],
      ['a rejected phone', { step: 'setContact', error: { code: 'FIELD_REJECTED', field: 'phone' } }, 'PHONE_INPUT_FAILED'],
      ['EMAIL_ADDRESS_IN_USE', { step: 'setContact', error: { code: 'EMAIL_ADDRESS_IN_USE' } }, 'EMAIL_ADDRESS_IN_USE'],
      ['a shop that keeps failing', { step: 'createCart', error: { code: 'SERVER_ERROR' } }, 'SERVER_ERROR'],
      ['a shop that keeps timing out', { step: 'setContact', error: { code: 'TIMEOUT' } }, 'SERVER_ERROR'],
    ] as const)('%s', async (_name, fault, errorType) => {
      const s = await setup([...data.merchantA, ...data.merchantB]);
      s.shops.inject(data.merchantA[0]!.merchantId, fault);
      const checkoutId = await initiate(s);
      // The other merchant still sells: the checkout completes with a problem at one merchant.
      expect(await waitForStatus(s.engine, checkoutId, ['INITIATE_COMPLETE', 'FAILED'])).toBe('INITIATE_COMPLETE');
      expect(await partOf(s.engine, checkoutId, data.merchantA[0]!.merchantId)).toMatchObject({ step: 'DONE', errorType });
      expect(await partOf(s.engine, checkoutId, data.merchantB[0]!.merchantId)).toMatchObject({ step: 'DONE', errorType: null });
    });

    it('retries a shop error that goes away', async () => {
      const s = await setup(data.merchantA);
      s.shops.inject(data.merchantA[0]!.merchantId, { step: 'addItem', error: { code: 'SERVER_ERROR' }, times: 2 });
      const checkoutId = await initiate(s);
      expect(await waitForStatus(s.engine, checkoutId, ['INITIATE_COMPLETE', 'FAILED'])).toBe('INITIATE_COMPLETE');
      expect(await partOf(s.engine, checkoutId, data.merchantA[0]!.merchantId)).toMatchObject({ errorType: null, numberFound: 2 });
    });

    it('keeps stock and availability problems on their lines', async () => {
      const s = await setup(data.merchantA);
      const [first, second] = data.merchantA as [TestOffer, TestOffer];
      s.shops.inject(first.merchantId, { step: 'addItem', sku: first.offerId, error: { code: 'NOT_ENOUGH_STOCK', available: 0 } });
      s.shops.inject(first.merchantId, { step: 'addItem', sku: second.offerId, error: { code: 'PRODUCT_NOT_AVAILABLE' } });
      const checkoutId = await initiate(s);
      // Nothing left to buy: the checkout fails.
      expect(await waitForStatus(s.engine, checkoutId, ['INITIATE_COMPLETE', 'FAILED'])).toBe('FAILED');
      const part = await partOf(s.engine, checkoutId, first.merchantId);
      expect(part).toMatchObject({ numberAdded: 2, numberFound: 1, errorType: null });
      expect(part.lineOutcomes).toEqual({
        [first.offerId]: { status: 'FAILED', errorType: 'NOT_ENOUGH_STOCK', found: true },
        [second.offerId]: { status: 'FAILED', errorType: 'PRODUCT_NOT_AVAILABLE', found: false },
      });
    });

    it("records the shop's price when it changed and buys at it", async () => {
      const s = await setup(data.merchantA);
      const [first] = data.merchantA as [TestOffer];
      s.shops.setPrice(first.merchantId, first.offerId, first.price + 500);
      const checkoutId = await initiate(s);
      expect(await waitForStatus(s.engine, checkoutId, ['INITIATE_COMPLETE', 'FAILED'])).toBe('INITIATE_COMPLETE');
      const part = await partOf(s.engine, checkoutId, first.merchantId);
      expect(part.lineOutcomes[first.offerId]).toEqual({ status: 'ADDED', found: true, shopUnitPrice: first.price + 500 });
    });
  });

  it('reports a merchant that fails at placement, charges only the placed ones and records the rest to void', async () => {
    const s = await setup([...data.merchantA, ...data.merchantB]);
    s.shops.inject(data.merchantB[0]!.merchantId, { step: 'placeOrder', error: { code: 'PRODUCT_NOT_AVAILABLE' } });
    const checkoutId = await initiate(s);
    await waitForStatus(s.engine, checkoutId, ['INITIATE_COMPLETE']);
    await performAndPay(s.engine, { checkoutId, paymentMethod: 'STRIPE', deliveryOptionTemplate: 'PREFER_HOME_DELIVERY', deliveryOptions: [], couponCode: null }, null);
    expect(await waitForStatus(s.engine, checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED'])).toBe('PERFORM_COMPLETE');
    const done = (await s.engine.read(checkoutId, null))!;
    const itemsA = data.merchantA.reduce((sum, line) => sum + line.price, 0);
    const itemsB = data.merchantB.reduce((sum, line) => sum + line.price, 0);
    expect(done.merchants.find((part) => part.merchantId === data.merchantB[0]!.merchantId)).toMatchObject({ merchantStatus: 'PERFORM_FAILED' });
    expect(done.checkout).toMatchObject({ chargedAmount: itemsA + 790, voidAmount: itemsB + 790 });
    expect(done.order).toMatchObject({ owedByCustomer: itemsA + 790 });
  });

  it('retries a placement the shop kept failing later, with the same key: one order', async () => {
    const s = await setup(data.merchantA);
    // More failures than one job run retries (3 tries): the job itself is retried.
    s.shops.inject(data.merchantA[0]!.merchantId, { step: 'placeOrder', error: { code: 'TIMEOUT' }, times: 4 });
    const checkoutId = await initiate(s);
    await waitForStatus(s.engine, checkoutId, ['INITIATE_COMPLETE']);
    await performAndPay(s.engine, { checkoutId, paymentMethod: 'STRIPE', deliveryOptionTemplate: 'LEAST_EXPENSIVE', deliveryOptions: [], couponCode: null }, null);
    expect(await waitForStatus(s.engine, checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED'])).toBe('PERFORM_COMPLETE');
    expect(s.shops.calls.filter((call) => call.endsWith(':placeOrder'))).toHaveLength(5);
    expect(s.shops.orders(data.merchantA[0]!.merchantId)).toHaveLength(1);
  });

  it('fails perform when no merchant places its order', async () => {
    const s = await setup(data.merchantA);
    s.shops.inject(data.merchantA[0]!.merchantId, { step: 'placeOrder', error: { code: 'AGENT_BLOCKED' } });
    const checkoutId = await initiate(s);
    await waitForStatus(s.engine, checkoutId, ['INITIATE_COMPLETE']);
    await performAndPay(s.engine, { checkoutId, paymentMethod: 'STRIPE', deliveryOptionTemplate: 'LEAST_EXPENSIVE', deliveryOptions: [], couponCode: null }, null);
    expect(await waitForStatus(s.engine, checkoutId, ['PERFORM_COMPLETE', 'PERFORM_FAILED'])).toBe('PERFORM_FAILED');
    expect((await s.engine.read(checkoutId, null))!.order).toBeNull();
    expect(s.carts.get(s.cartId)!.lines).toHaveLength(2);
  });

  it('lets concurrent performs in two processes place one set of orders; the loser gets CONCURRENT_CHECKOUT', async () => {
    const s = await setup([...data.merchantA, ...data.merchantB]);
    // A second API process on the same database.
    const other = await startEngine({ handle: data.handle, shops: s.shops, carts: s.carts, providers: providersOf(s.engine) });
    data.running.push(other);
    const checkoutId = await initiate(s);
    await waitForStatus(s.engine, checkoutId, ['INITIATE_COMPLETE']);
    const input = { checkoutId, paymentMethod: 'STRIPE' as const, deliveryOptionTemplate: 'LEAST_EXPENSIVE' as const, deliveryOptions: [], couponCode: null };
    const results = await Promise.all([s.engine.perform(input, null), other.perform(input, null)]);
    expect(results.map((result) => result.cartError).sort()).toEqual(['CONCURRENT_CHECKOUT', null]);
    // One payment started, by the winner; the shopper pays it and returns to either process.
    const stripe = providersOf(s.engine).STRIPE;
    expect(stripe.starts).toHaveLength(1);
    stripe.decide(stripe.referenceOf(checkoutId), 'APPROVED');
    expect(await s.engine.verifyPayment(checkoutId, 'returned', null)).toMatchObject({ authorizationStatus: 'APPROVED' });
    await waitForStatus(s.engine, checkoutId, ['PERFORM_COMPLETE']);
    expect(s.shops.orders(data.merchantA[0]!.merchantId)).toHaveLength(1);
    expect(s.shops.orders(data.merchantB[0]!.merchantId)).toHaveLength(1);
    expect(await data.handle.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).toHaveLength(1);
  });

  it('never places an order for a perform that died before its payment was authorized; a new process lets the shopper pay again', async () => {
    const s = await setup(data.merchantA);
    const checkoutId = await initiate(s);
    await waitForStatus(s.engine, checkoutId, ['INITIATE_COMPLETE']);
    await s.engine.stop({ timeoutMs: 1000 });
    data.running.splice(data.running.indexOf(s.engine), 1);
    // What a process leaves behind when it dies between taking the perform and authorizing payment.
    await data.handle.db
      .update(checkouts)
      .set({ status: 'PERFORM', paymentMethod: 'STRIPE', updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(checkouts.id, checkoutId));
    await data.handle.db.update(checkoutMerchants).set({ merchantStatus: 'PERFORM', chosenDeliveryOptionId: 'home' }).where(eq(checkoutMerchants.checkoutId, checkoutId));

    const restarted = await startEngine({ handle: data.handle, shops: s.shops, carts: s.carts });
    data.running.push(restarted);
    await restarted.resumeUnfinished((id) => id === checkoutId);
    expect(await waitForStatus(restarted, checkoutId, ['INITIATE_COMPLETE'])).toBe('INITIATE_COMPLETE');
    expect(s.shops.calls.filter((call) => call.endsWith(':placeOrder'))).toEqual([]);
    expect(await partOf(restarted, checkoutId, data.merchantA[0]!.merchantId)).toMatchObject({ merchantStatus: null });
  });

  it('completes a checkout in a new engine after the first stopped mid-initiate', async () => {
    const s = await setup([...data.merchantA, ...data.merchantB]);
    const held = s.shops.hold(data.merchantA[0]!.merchantId, 'addItem');
    const checkoutId = await initiate(s);
    await held.reached;
    // The first process goes away while merchant A's agent is inside the shop.
    const stopping = s.engine.stop({ timeoutMs: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    held.release();
    await stopping;
    data.running.splice(data.running.indexOf(s.engine), 1);
    // The stopped process's agent gives up at its next step: nothing moves until a new process runs.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await s.engine.read(checkoutId, null))!.checkout.status).toBe('INITIATED');
    expect((await partOf(s.engine, checkoutId, data.merchantA[0]!.merchantId)).step).not.toBe('DONE');

    const restarted = await startEngine({ handle: data.handle, shops: s.shops, carts: s.carts });
    data.running.push(restarted);
    expect(await waitForStatus(restarted, checkoutId, ['INITIATE_COMPLETE', 'FAILED'], 30_000)).toBe('INITIATE_COMPLETE');
    const part = await partOf(restarted, checkoutId, data.merchantA[0]!.merchantId);
    expect(part).toMatchObject({ step: 'DONE', numberAdded: 2, errorType: null });
    // The shop's cart was made once: the new process continued, it did not start over.
    expect(s.shops.calls.filter((call) => call === `${data.merchantA[0]!.merchantId}:createCart`)).toHaveLength(1);
  });
});
