import { readFileSync } from 'node:fs';
import { generateProductBatches, generateReferenceData, seedSizeConfigs, type SeedMerchant, type SeedOffer } from '@kori/catalogue-seed/server';
import { MERCHANT_SHOPS_BASE_PATH, merchantShopPaths as paths, type FaultInput } from '@kori/merchant-shop-protocol';
import { DEFAULT_MERCHANT_AGENT_TOKEN } from '../env';
import { useSandbox } from '../test-support/use-sandbox';

// The seed itself, independently of the sandbox's catalogue code: the shops must agree with it.
const reference = generateReferenceData('kori');
const seedOffers: SeedOffer[] = [...generateProductBatches(reference, { seed: 'kori', config: seedSizeConfigs.tiny, today: '2026-01-01' })].flatMap((batch) => batch.offers);
const merchantOf = (id: string) => reference.merchants.find((merchant) => merchant.id === id) as SeedMerchant;
const shopOffers = seedOffers.filter((offer) => merchantOf(offer.merchantId).purchaseMode === 'KORI_CHECKOUT' && offer.stockQuantity >= 6);
// A merchant with at least two offers in stock, so carts can hold two products.
const merchantId = [...new Set(shopOffers.map((offer) => offer.merchantId))].find((id) => shopOffers.filter((offer) => offer.merchantId === id).length >= 2) as string;
const [offerA, offerB] = shopOffers.filter((offer) => offer.merchantId === merchantId) as [SeedOffer, SeedOffer];
const redirectOnly = reference.merchants.find((merchant) => merchant.purchaseMode === 'REDIRECT_ONLY') as SeedMerchant;
// Omit per member of the union, so each kind keeps its own parameters.
type FaultSpec = FaultInput extends infer F ? (F extends FaultInput ? Omit<F, 'merchantId'> : never) : never;
const OPTION_IDS = { HOME_DELIVERY: 'home', PICKUP_DELIVERY: 'pickup', STORE_PICKUP: 'store' } as const;
const contact = { firstName: 'Aino', lastName: 'Virtanen', streetAddress: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki', email: 'aino@example.com', phone: '+358401234567' };

describe('sandbox merchant shops', () => {
  const h = useSandbox('all');
  const base = () => `${h.url}${MERCHANT_SHOPS_BASE_PATH}`;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(method: string, path: string, body?: unknown, init: { auth?: string | null; raw?: string; signal?: AbortSignal } = {}): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const auth = init.auth === undefined ? `Bearer ${DEFAULT_MERCHANT_AGENT_TOKEN}` : init.auth;
    if (auth) headers['authorization'] = auth;
    const response = await fetch(`${base()}${path}`, { method, headers, body: init.raw ?? (body === undefined ? undefined : JSON.stringify(body)), signal: init.signal });
    return { status: response.status, body: await response.json() };
  }
  const newCart = async () => (await call('POST', paths.carts(merchantId))).body.cartId as string;
  const add = (cartId: string, sku: string, quantity = 1, expectedUnitPrice?: number) => call('POST', paths.items(merchantId, cartId), { sku, quantity, expectedUnitPrice });
  const fault = async (input: FaultSpec) => {
    const answer = await call('POST', paths.faults(), { merchantId, ...input });
    expect(answer.status).toBe(201);
  };
  const stock = async (sku: string) => (await call('GET', paths.offer(sku))).body.stockQuantity as number;
  async function readyCart(): Promise<string> {
    const cartId = await newCart();
    expect((await add(cartId, String(offerA.id), 2)).status).toBe(200);
    expect((await add(cartId, String(offerB.id), 1)).status).toBe(200);
    expect((await call('PUT', paths.contact(merchantId, cartId), contact)).status).toBe(200);
    return cartId;
  }

  beforeEach(async () => {
    expect((await call('DELETE', paths.state())).status).toBe(200);
  });

  it('sells each offer at the seed’s price with the seed’s stock', async () => {
    const cartId = await newCart();
    for (const offer of [offerA, offerB]) {
      const added = await add(cartId, String(offer.id), 1, offer.price);
      expect(added).toEqual({ status: 200, body: { sku: String(offer.id), quantity: 1, unitPrice: offer.price, currency: offer.currency, stockQuantity: offer.stockQuantity } });
    }
  });

  it('offers the merchant’s delivery types at its cost, free from its threshold', async () => {
    const cartId = await readyCart();
    const merchant = merchantOf(merchantId);
    const { status, body } = await call('GET', paths.deliveryOptions(merchantId, cartId));
    expect(status).toBe(200);
    expect(body.options.map((option: { type: string }) => option.type)).toEqual(merchant.deliveryTypes);
    const total = offerA.price * 2 + offerB.price;
    const free = merchant.freeDeliveryThreshold !== null && total >= merchant.freeDeliveryThreshold;
    for (const option of body.options) {
      expect(option.cost).toBe(free ? 0 : merchant.deliveryCost);
      expect(option.description).not.toBe('');
      expect(option.pickupPoints.length > 0).toBe(option.type !== 'HOME_DELIVERY');
    }
  });

  it('places an order once per idempotency key, takes the stock, and gives it back on cancel', async () => {
    const cartId = await readyCart();
    const before = await stock(String(offerA.id));
    const options = (await call('GET', paths.deliveryOptions(merchantId, cartId))).body.options;
    const order = { deliveryOptionId: options[0].id, idempotencyKey: 'checkout-1:merchant' };
    const placed = await call('POST', paths.order(merchantId, cartId), order);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ orderReference: expect.any(String), trackingId: expect.any(String), itemsTotal: offerA.price * 2 + offerB.price, currency: offerA.currency });
    expect(await stock(String(offerA.id))).toBe(before - 2);

    const retried = await call('POST', paths.order(merchantId, cartId), order);
    expect(retried).toEqual({ status: 201, body: placed.body });
    expect(await stock(String(offerA.id))).toBe(before - 2);
    expect((await call('GET', `${paths.orders()}?merchantId=${merchantId}`)).body.orders).toHaveLength(1);
    expect((await add(cartId, String(offerA.id), 1)).body.error.code).toBe('CART_CLOSED');

    expect((await call('POST', paths.cancel(merchantId, placed.body.orderReference))).status).toBe(200);
    expect((await call('POST', paths.cancel(merchantId, placed.body.orderReference))).status).toBe(200);
    expect(await stock(String(offerA.id))).toBe(before);
    expect((await call('POST', paths.cancel(merchantId, 'NOPE-1'))).body.error.code).toBe('ORDER_NOT_FOUND');
  });

  it('answers NOT_ENOUGH_STOCK past the stock and PRODUCT_NOT_AVAILABLE for another shop’s SKU', async () => {
    const cartId = await newCart();
    expect((await add(cartId, String(offerA.id), offerA.stockQuantity + 1)).body.error).toEqual({ code: 'NOT_ENOUGH_STOCK', available: offerA.stockQuantity, skus: [String(offerA.id)] });
    const foreign = seedOffers.find((offer) => offer.merchantId !== merchantId) as SeedOffer;
    expect((await add(cartId, String(foreign.id))).body.error.code).toBe('PRODUCT_NOT_AVAILABLE');
  });

  it('has no shop for unknown or redirect-only merchants, and wants the agent token', async () => {
    expect((await call('POST', paths.carts('no-such-shop'))).status).toBe(404);
    expect((await call('POST', paths.carts(redirectOnly.id))).body.error.code).toBe('MERCHANT_NOT_FOUND');
    expect((await call('POST', paths.carts(merchantId), undefined, { auth: null })).status).toBe(401);
    expect((await call('POST', paths.carts(merchantId), undefined, { auth: 'Bearer wrong-token-000000000000000000000' })).status).toBe(401);
    expect((await call('GET', paths.cart(merchantId, 'cart-missing'))).body.error.code).toBe('CART_NOT_FOUND');
  });

  it.each([
    ['not JSON', '{"sku": '],
    ['an array', '[1, 2]'],
    ['a missing quantity', JSON.stringify({ sku: '1' })],
    ['a fractional quantity', JSON.stringify({ sku: '1', quantity: 1.5 })],
    ['a huge quantity', JSON.stringify({ sku: '1', quantity: 1e308 })],
    ['a SKU with a slash', JSON.stringify({ sku: '../1', quantity: 1 })],
    ['an extra property', JSON.stringify({ sku: '1', quantity: 1, admin: true })],
    ['null', 'null'],
  ])('answers 400 BAD_REQUEST, never 500, for %s', async (_label, raw) => {
    const cartId = await newCart();
    const answer = await call('POST', paths.items(merchantId, cartId), undefined, { raw });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('BAD_REQUEST');
  });

  describe('faults', () => {
    it('delays answers by the injected latency', async () => {
      await fault({ kind: 'latency', ms: 300, times: 1 });
      const started = Date.now();
      expect((await call('POST', paths.carts(merchantId))).status).toBe(201);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    });

    it('never answers within the client’s timeout', async () => {
      await fault({ kind: 'timeout', operations: ['createCart'], times: 1 });
      await expect(call('POST', paths.carts(merchantId), undefined, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
      // Used up: the next request is answered.
      expect((await call('POST', paths.carts(merchantId))).status).toBe(201);
    });

    it.each<[string, FaultSpec, 'add' | 'contact' | 'options' | 'order', number, Record<string, unknown>]>([
      ['HTTP 500', { kind: 'serverError' }, 'add', 500, { code: 'SERVER_ERROR' }],
      ['a bot wall', { kind: 'agentBlocked' }, 'add', 403, { code: 'AGENT_BLOCKED' }],
      ['out of stock', { kind: 'outOfStock' }, 'add', 409, { code: 'NOT_ENOUGH_STOCK', available: 0 }],
      ['a changed price', { kind: 'priceChanged', unitPrice: 12345 }, 'add', 409, { code: 'PRICE_CHANGED', unitPrice: 12345 }],
      ['a minimum order amount', { kind: 'minimumOrderAmount', amount: 100_000_000 }, 'options', 409, { code: 'MINIMUM_ORDER_AMOUNT', minimumAmount: 100_000_000 }],
      ['an undeliverable postal code', { kind: 'undeliverablePostalCode', postalCode: '00 100' }, 'contact', 409, { code: 'UNDELIVERABLE_TO_GIVEN_ADDRESS' }],
      ['undeliverable products', { kind: 'undeliverableProducts', skus: [String(offerB.id)] }, 'options', 409, { code: 'UNDELIVERABLE_PRODUCTS', skus: [String(offerB.id)] }],
      ['an undeliverable combination', { kind: 'undeliverableCombination', skus: [String(offerA.id), String(offerB.id)] }, 'options', 409, { code: 'UNDELIVERABLE_PRODUCT_COMBINATION' }],
      ['a rejected form field', { kind: 'fieldRejected', field: 'phone' }, 'contact', 422, { code: 'FIELD_REJECTED', field: 'phone' }],
      ['an e-mail address in use', { kind: 'emailInUse' }, 'contact', 422, { code: 'EMAIL_ADDRESS_IN_USE' }],
      ['a placement-time price change', { kind: 'priceChanged', unitPrice: 1, operations: ['placeOrder'] }, 'order', 409, { code: 'PRICE_CHANGED', unitPrice: 1 }],
      ['a placement-time shortage', { kind: 'outOfStock', available: 1, operations: ['placeOrder'] }, 'order', 409, { code: 'NOT_ENOUGH_STOCK', available: 1 }],
    ])('%s gives its code, once when counted', async (_label, input, step, status, error) => {
      const cartId = await newCart();
      const steps = {
        add: () => add(cartId, String(offerA.id), 2, offerA.price),
        contact: () => call('PUT', paths.contact(merchantId, cartId), contact),
        options: () => call('GET', paths.deliveryOptions(merchantId, cartId)),
        order: () => call('POST', paths.order(merchantId, cartId), { deliveryOptionId: OPTION_IDS[merchantOf(merchantId).deliveryTypes[0]!], idempotencyKey: `key-${cartId}` }),
      };
      if (step !== 'add') {
        await add(cartId, String(offerA.id), 2);
        await add(cartId, String(offerB.id), 1);
      }
      if (step === 'options' || step === 'order') await steps.contact();
      await fault({ ...input, times: 1 });
      const failed = await steps[step]();
      expect(failed.status).toBe(status);
      expect(failed.body.error).toMatchObject(error);
      expect((await steps[step]()).status).toBeLessThan(300);
    });

    it('answers a different unit price when the agent states none, and sells at it', async () => {
      await fault({ kind: 'priceChanged', unitPrice: offerA.price + 100, times: 1 });
      const cartId = await newCart();
      const added = await add(cartId, String(offerA.id));
      expect(added.body.unitPrice).toBe(offerA.price + 100);
      await call('PUT', paths.contact(merchantId, cartId), contact);
      const placed = await call('POST', paths.order(merchantId, cartId), { deliveryOptionId: OPTION_IDS[merchantOf(merchantId).deliveryTypes[0]!], idempotencyKey: `key-${cartId}` });
      expect(placed.status).toBe(201);
      expect(placed.body.itemsTotal).toBe(offerA.price + 100);
    });

    it('limits a fault to one SKU', async () => {
      await fault({ kind: 'outOfStock', sku: String(offerB.id) });
      const cartId = await newCart();
      expect((await add(cartId, String(offerA.id))).status).toBe(200);
      expect((await add(cartId, String(offerB.id))).body.error.code).toBe('NOT_ENOUGH_STOCK');
    });

    it('keeps faults in the state file, lists, replaces and clears them', async () => {
      await fault({ kind: 'agentBlocked' });
      const saved = JSON.parse(readFileSync(h.stateFile, 'utf8'));
      expect(saved.merchantShops.faults).toEqual([expect.objectContaining({ merchantId, kind: 'agentBlocked' })]);
      const replaced = await call('PUT', paths.faults(), { merchantId, faults: [{ merchantId, kind: 'latency', ms: 5 }] });
      expect(replaced.body.faults).toHaveLength(1);
      expect((await call('GET', paths.faults())).body.faults.map((f: { kind: string }) => f.kind)).toEqual(['latency']);
      expect((await call('DELETE', `${paths.faults()}?merchantId=${merchantId}`)).body.deleted).toBe(1);
      expect((await call('POST', paths.faults(), { merchantId: redirectOnly.id, kind: 'timeout' })).status).toBe(404);
      expect((await call('POST', paths.faults(), { merchantId, kind: 'latency', ms: -1 })).status).toBe(400);
    });
  });
});
