import { generateProductBatches, generateReferenceData, seedSizeConfigs, type SeedOffer } from '@kori/catalogue-seed/server';
import type { FaultInput } from '@kori/merchant-shop-protocol';
import { loadApiEnv } from '../config/env';
import { createHttpMerchantShops } from './http-merchant-shops';
import type { MerchantContact, MerchantShop } from './merchant-shop-port';
import { merchantShopsFromEnv } from './merchant-shops-from-env';
import { startMerchantSandbox, type MerchantSandbox } from './start-merchant-sandbox';

// The API's test database holds the tiny catalogue; the sandbox's shops must sell the same offers.
const reference = generateReferenceData('kori');
const offers = [...generateProductBatches(reference, { seed: 'kori', config: seedSizeConfigs.tiny, today: '2026-01-01' })].flatMap((batch) => batch.offers);
const checkoutMerchants = new Set(reference.merchants.filter((merchant) => merchant.purchaseMode === 'KORI_CHECKOUT').map((merchant) => merchant.id));
const inStock = offers.filter((offer) => checkoutMerchants.has(offer.merchantId) && offer.stockQuantity >= 3);
const merchantId = [...checkoutMerchants].find((id) => inStock.filter((offer) => offer.merchantId === id).length >= 2) as string;
const [offerA, offerB] = inStock.filter((offer) => offer.merchantId === merchantId) as [SeedOffer, SeedOffer];
// Omit per member of the union, so each kind keeps its own parameters.
type FaultSpec = FaultInput extends infer F ? (F extends FaultInput ? Omit<F, 'merchantId'> : never) : never;
const contact: MerchantContact = { firstName: 'Aino', lastName: 'Virtanen', streetAddress: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki', email: 'aino@example.com', phone: '+358401234567' };

describe('createHttpMerchantShops against the sandbox', () => {
  let sandbox: MerchantSandbox;
  let shop: MerchantShop;

  beforeAll(async () => {
    sandbox = await startMerchantSandbox();
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    await sandbox.reset();
    shop = createHttpMerchantShops({ baseUrl: sandbox.shopsUrl, agentToken: sandbox.agentToken, timeoutMs: 2000 }).forMerchant(merchantId);
  });

  async function cartWithItems(): Promise<string> {
    const cart = await shop.createCart();
    if (!cart.ok) throw new Error(cart.error.code);
    await shop.addItem(cart.value.cartId, { sku: String(offerA.id), quantity: 2 });
    await shop.addItem(cart.value.cartId, { sku: String(offerB.id), quantity: 1 });
    return cart.value.cartId;
  }

  it('walks a cart to an order, once per idempotency key, and cancels it', async () => {
    const cart = await shop.createCart();
    expect(cart.ok).toBe(true);
    const cartId = cart.ok ? cart.value.cartId : '';
    const added = await shop.addItem(cartId, { sku: String(offerA.id), quantity: 2, expectedUnitPrice: offerA.price });
    expect(added).toEqual({ ok: true, value: { sku: String(offerA.id), quantity: 2, unitPrice: offerA.price, currency: offerA.currency, stockQuantity: offerA.stockQuantity } });
    expect(await shop.setContact(cartId, contact)).toEqual({ ok: true, value: null });
    const options = await shop.deliveryOptions(cartId);
    if (!options.ok) throw new Error(options.error.code);
    expect(options.value.length).toBeGreaterThan(0);
    const order = { deliveryOptionId: options.value[0]!.id, idempotencyKey: 'checkout-42:merchant-1' };
    const placed = await shop.placeOrder(cartId, order);
    expect(placed).toMatchObject({ ok: true, value: { itemsTotal: offerA.price * 2, deliveryCost: options.value[0]!.cost, currency: offerA.currency } });
    expect(await shop.placeOrder(cartId, order)).toEqual(placed);
    expect(await sandbox.stockOf(String(offerA.id))).toBe(offerA.stockQuantity - 2);
    if (!placed.ok) return;
    expect(await shop.cancelOrder(placed.value.orderReference)).toEqual({ ok: true, value: null });
    expect(await sandbox.stockOf(String(offerA.id))).toBe(offerA.stockQuantity);
    expect(await shop.cancelOrder('NONE-1')).toEqual({ ok: false, error: { code: 'ORDER_NOT_FOUND' } });
  });

  it.each<[string, FaultSpec, (cartId: string) => ReturnType<MerchantShop['addItem']> | ReturnType<MerchantShop['setContact']> | ReturnType<MerchantShop['deliveryOptions']>, object]>([
    ['a bot wall', { kind: 'agentBlocked' }, (cartId) => shop.setContact(cartId, contact), { code: 'AGENT_BLOCKED' }],
    ['HTTP 500', { kind: 'serverError' }, (cartId) => shop.deliveryOptions(cartId), { code: 'SERVER_ERROR' }],
    ['out of stock', { kind: 'outOfStock' }, (cartId) => shop.addItem(cartId, { sku: String(offerA.id), quantity: 1 }), { code: 'NOT_ENOUGH_STOCK', available: 0, skus: [String(offerA.id)] }],
    ['a changed price', { kind: 'priceChanged', unitPrice: 777 }, (cartId) => shop.addItem(cartId, { sku: String(offerA.id), quantity: 1, expectedUnitPrice: offerA.price }), { code: 'PRICE_CHANGED', unitPrice: 777, skus: [String(offerA.id)] }],
    ['a rejected field', { kind: 'fieldRejected', field: 'city' }, (cartId) => shop.setContact(cartId, contact), { code: 'FIELD_REJECTED', field: 'city' }],
    ['a minimum order amount', { kind: 'minimumOrderAmount', amount: 99_999_999 }, (cartId) => shop.deliveryOptions(cartId), { code: 'MINIMUM_ORDER_AMOUNT', minimumAmount: 99_999_999 }],
    ['an undeliverable postal code', { kind: 'undeliverablePostalCode', postalCode: '00100' }, (cartId) => shop.setContact(cartId, contact), { code: 'UNDELIVERABLE_TO_GIVEN_ADDRESS', field: 'postalCode' }],
    ['an undeliverable combination', { kind: 'undeliverableCombination', skus: [String(offerA.id), String(offerB.id)] }, (cartId) => shop.deliveryOptions(cartId), { code: 'UNDELIVERABLE_PRODUCT_COMBINATION', skus: [String(offerA.id), String(offerB.id)] }],
  ])('maps %s to the port’s error', async (_label, fault, step, error) => {
    const cartId = await cartWithItems();
    await sandbox.addFault({ ...fault, merchantId, times: 1 });
    expect(await step(cartId)).toEqual({ ok: false, error });
  });

  it('gives up on a shop that does not answer in time: TIMEOUT', async () => {
    await sandbox.addFault({ merchantId, kind: 'timeout', times: 1 });
    const impatient = createHttpMerchantShops({ baseUrl: sandbox.shopsUrl, agentToken: sandbox.agentToken, timeoutMs: 200 }).forMerchant(merchantId);
    const started = Date.now();
    expect(await impatient.createCart()).toEqual({ ok: false, error: { code: 'TIMEOUT' } });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reaches the sandbox with the API’s default token when the environment names only the sandbox', async () => {
    const shops = merchantShopsFromEnv(loadApiEnv({ SANDBOX_URL: sandbox.url }));
    expect(await shops.forMerchant(merchantId).createCart()).toMatchObject({ ok: true });
  });

  it('treats refusals of Kori’s own making as SERVER_ERROR and a missing cart as CART_NOT_FOUND', async () => {
    const wrongToken = createHttpMerchantShops({ baseUrl: sandbox.shopsUrl, agentToken: 'not-the-agent-token-000000', timeoutMs: 2000 });
    expect(await wrongToken.forMerchant(merchantId).createCart()).toEqual({ ok: false, error: { code: 'SERVER_ERROR' } });
    expect(await shop.addItem('cart-missing', { sku: String(offerA.id), quantity: 1 })).toEqual({ ok: false, error: { code: 'CART_NOT_FOUND' } });
  });
});

describe('createHttpMerchantShops answers it cannot read', () => {
  const shopAnswering = (respond: () => Promise<Response>) =>
    createHttpMerchantShops({ baseUrl: 'http://shops.test/', agentToken: 'token-0123456789abcdef', timeoutMs: 1000, fetch: respond as typeof fetch }).forMerchant('m');

  it.each([
    ['a 200 that is not JSON', () => Promise.resolve(new Response('<html>hi</html>', { status: 200 })), 'SERVER_ERROR'],
    ['a 200 of the wrong shape', () => Promise.resolve(Response.json({ cart: 'x' })), 'SERVER_ERROR'],
    ['a 502 from a proxy', () => Promise.resolve(new Response('Bad gateway', { status: 502 })), 'SERVER_ERROR'],
    ['a bot wall page', () => Promise.resolve(new Response('<html>Are you a robot?</html>', { status: 403 })), 'AGENT_BLOCKED'],
    ['an error code it does not know', () => Promise.resolve(Response.json({ error: { code: 'TEAPOT' } }, { status: 418 })), 'SERVER_ERROR'],
    ['a refused connection', () => Promise.reject(new TypeError('fetch failed')), 'SERVER_ERROR'],
  ])('maps %s', async (_label, respond, code) => {
    expect(await shopAnswering(respond).createCart()).toEqual({ ok: false, error: { code } });
  });
});
