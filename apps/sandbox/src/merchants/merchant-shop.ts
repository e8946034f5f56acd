import { randomBytes, randomInt } from 'node:crypto';
import type { AddedItemBody, AddItemRequest, DeliveryOptionBody, PlacedOrderBody, PlaceOrderRequest, ShopContact, ShopError, ShopOperation } from '@kori/merchant-shop-protocol';
import type { SeedMerchant } from '@kori/catalogue-seed/server';
import { deliveryOptionsFor } from './delivery-options';
import { fireFault, type RequestScope } from './fault-matching';
import type { CatalogueOffer, MerchantCatalogue } from './merchant-catalogue';
import type { MerchantShopsState, ShopCart, ShopLine, ShopOrder } from './shop-state-schema';

/** One merchant's shop at the moment of a request. */
export interface ShopContext {
  state: MerchantShopsState;
  catalogue: MerchantCatalogue;
  merchant: SeedMerchant;
  now: number;
}

export type ShopOutcome<T> = { ok: true; value: T } | { ok: false; error: ShopError };

const ok = <T>(value: T): ShopOutcome<T> => ({ ok: true, value });
const fail = (error: ShopError): ShopOutcome<never> => ({ ok: false, error });

export function skusOf(lines: readonly ShopLine[]): string[] {
  return lines.map((line) => line.sku);
}

function scope(ctx: ShopContext, operation: ShopOperation, skus: readonly string[]): RequestScope {
  return { merchantId: ctx.merchant.id, operation, skus };
}

function offerOf(ctx: ShopContext, sku: string): CatalogueOffer | undefined {
  const offer = ctx.catalogue.offers.get(sku);
  return offer?.merchantId === ctx.merchant.id ? offer : undefined;
}

/** The seed's stock less what sandbox orders took (cancelled orders give it back). */
export function stockOf(state: MerchantShopsState, offer: CatalogueOffer): number {
  return Math.max(0, offer.seedStock - (state.sold[offer.sku] ?? 0));
}

/** The shop's price of an offer now: a changed price, else the seed's. */
export function priceOf(state: MerchantShopsState, offer: CatalogueOffer): number {
  return state.prices[offer.sku] ?? offer.price;
}

function itemsTotal(lines: readonly ShopLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

const samePostalCode = (a: string, b: string) => a.replace(/\s/g, '').toUpperCase() === b.replace(/\s/g, '').toUpperCase();

/** Stock and price of one SKU for this request, after the out-of-stock and price faults. */
function currentTerms(ctx: ShopContext, at: RequestScope, offer: CatalogueOffer): { stock: number; unitPrice: number; repriced: boolean } {
  let stock = stockOf(ctx.state, offer);
  const shortage = fireFault(ctx.state, { ...at, skus: [offer.sku] }, 'outOfStock');
  if (shortage) stock = Math.min(stock, shortage.available ?? 0);
  const repriced = fireFault(ctx.state, { ...at, skus: [offer.sku] }, 'priceChanged');
  const price = priceOf(ctx.state, offer);
  const unitPrice = repriced ? (repriced.unitPrice ?? Math.round(price * 1.1)) : price;
  return { stock, unitPrice, repriced: repriced !== undefined };
}

export function createCart(ctx: ShopContext): ShopOutcome<{ cartId: string }> {
  const cart: ShopCart = { id: `cart-${randomBytes(8).toString('hex')}`, merchantId: ctx.merchant.id, createdAt: ctx.now, lines: [], contact: null, orderReference: null };
  ctx.state.carts[cart.id] = cart;
  return ok({ cartId: cart.id });
}

const closed = (cart: ShopCart): ShopError => ({ code: 'CART_CLOSED', message: `An order (${cart.orderReference}) was already placed from this cart.` });

/** Adding a SKU that is already in the cart sets its quantity. */
export function addItem(ctx: ShopContext, cart: ShopCart, request: AddItemRequest): ShopOutcome<AddedItemBody> {
  if (cart.orderReference) return fail(closed(cart));
  const offer = offerOf(ctx, request.sku);
  if (!offer) return fail({ code: 'PRODUCT_NOT_AVAILABLE', skus: [request.sku] });
  const { stock, unitPrice } = currentTerms(ctx, scope(ctx, 'addItem', [offer.sku]), offer);
  if (request.quantity > stock) return fail({ code: 'NOT_ENOUGH_STOCK', available: stock, skus: [offer.sku] });
  if (request.expectedUnitPrice !== undefined && request.expectedUnitPrice !== unitPrice) {
    return fail({ code: 'PRICE_CHANGED', unitPrice, skus: [offer.sku] });
  }
  const line: ShopLine = { sku: offer.sku, quantity: request.quantity, unitPrice, currency: offer.currency };
  const index = cart.lines.findIndex((existing) => existing.sku === offer.sku);
  if (index >= 0) cart.lines[index] = line;
  else cart.lines.push(line);
  return ok({ ...line, stockQuantity: stock });
}

export function setContact(ctx: ShopContext, cart: ShopCart, contact: ShopContact): ShopOutcome<{ ok: true }> {
  if (cart.orderReference) return fail(closed(cart));
  const at = scope(ctx, 'setContact', skusOf(cart.lines));
  const rejected = fireFault(ctx.state, at, 'fieldRejected');
  if (rejected) return fail({ code: 'FIELD_REJECTED', field: rejected.field });
  if (fireFault(ctx.state, at, 'emailInUse')) return fail({ code: 'EMAIL_ADDRESS_IN_USE', field: 'email' });
  if (fireFault(ctx.state, at, 'undeliverablePostalCode', (fault) => samePostalCode(fault.postalCode, contact.postalCode))) {
    return fail({ code: 'UNDELIVERABLE_TO_GIVEN_ADDRESS', field: 'postalCode' });
  }
  cart.contact = contact;
  return ok({ ok: true });
}

/** What stops a shop from delivering this cart at all (checked for delivery options and at placement). */
function deliveryProblem(ctx: ShopContext, cart: ShopCart, operation: ShopOperation): ShopError | null {
  if (cart.lines.length === 0) return { code: 'BAD_REQUEST', message: 'The cart is empty.' };
  const skus = skusOf(cart.lines);
  const at = scope(ctx, operation, skus);
  const total = itemsTotal(cart.lines);
  const minimum = fireFault(ctx.state, at, 'minimumOrderAmount', (fault) => total < fault.amount);
  if (minimum) return { code: 'MINIMUM_ORDER_AMOUNT', minimumAmount: minimum.amount };
  const postalCode = cart.contact?.postalCode;
  if (postalCode !== undefined && fireFault(ctx.state, at, 'undeliverablePostalCode', (fault) => samePostalCode(fault.postalCode, postalCode))) {
    return { code: 'UNDELIVERABLE_TO_GIVEN_ADDRESS', field: 'postalCode' };
  }
  const products = fireFault(ctx.state, at, 'undeliverableProducts', (fault) => fault.skus.some((sku) => skus.includes(sku)));
  if (products) return { code: 'UNDELIVERABLE_PRODUCTS', skus: products.skus.filter((sku) => skus.includes(sku)) };
  const combination = fireFault(ctx.state, at, 'undeliverableCombination', (fault) => fault.skus.every((sku) => skus.includes(sku)));
  if (combination) return { code: 'UNDELIVERABLE_PRODUCT_COMBINATION', skus: combination.skus };
  return null;
}

export function deliveryOptions(ctx: ShopContext, cart: ShopCart): ShopOutcome<{ options: DeliveryOptionBody[] }> {
  const problem = deliveryProblem(ctx, cart, 'deliveryOptions');
  if (problem) return fail(problem);
  return ok({ options: deliveryOptionsFor(ctx.merchant, itemsTotal(cart.lines), cart.contact?.postalCode) });
}

export function placedOrderBody(order: ShopOrder): PlacedOrderBody {
  return { orderReference: order.reference, trackingId: order.trackingId, itemsTotal: order.itemsTotal, deliveryCost: order.deliveryCost, currency: order.currency };
}

export function findOrderByKey(state: MerchantShopsState, merchantId: string, idempotencyKey: string): ShopOrder | undefined {
  return Object.values(state.orders).find((order) => order.merchantId === merchantId && order.idempotencyKey === idempotencyKey);
}

/** Places the order once: the same idempotency key answers the first order again and sells nothing more. */
export function placeOrder(ctx: ShopContext, cart: ShopCart, request: PlaceOrderRequest): ShopOutcome<PlacedOrderBody> {
  const earlier = findOrderByKey(ctx.state, ctx.merchant.id, request.idempotencyKey);
  if (earlier) return ok(placedOrderBody(earlier));
  if (cart.orderReference) return fail(closed(cart));
  if (!cart.contact) return fail({ code: 'BAD_REQUEST', message: 'Fill in the contact and delivery form before placing the order.' });
  const problem = deliveryProblem(ctx, cart, 'placeOrder');
  if (problem) return fail(problem);
  const total = itemsTotal(cart.lines);
  const option = deliveryOptionsFor(ctx.merchant, total, cart.contact.postalCode).find((candidate) => candidate.id === request.deliveryOptionId);
  if (!option) return fail({ code: 'BAD_REQUEST', message: `No delivery option ${request.deliveryOptionId} for this cart.` });
  let pickupPoint: string | null = null;
  if (option.pickupPoints.length > 0) {
    const point = request.pickupPointId === undefined ? option.pickupPoints[0] : option.pickupPoints.find((candidate) => candidate.id === request.pickupPointId);
    if (!point) return fail({ code: 'BAD_REQUEST', message: `No pickup point ${request.pickupPointId} for delivery option ${option.id}.` });
    pickupPoint = `${point.name}, ${point.address}`;
  }
  const at = scope(ctx, 'placeOrder', skusOf(cart.lines));
  for (const line of cart.lines) {
    const offer = offerOf(ctx, line.sku);
    if (!offer) return fail({ code: 'PRODUCT_NOT_AVAILABLE', skus: [line.sku] });
    const { stock, unitPrice, repriced } = currentTerms(ctx, at, offer);
    if (line.quantity > stock) return fail({ code: 'NOT_ENOUGH_STOCK', available: stock, skus: [line.sku] });
    // The price the cart was built at holds unless a price fault fires now, at placement.
    if (repriced && unitPrice !== line.unitPrice) return fail({ code: 'PRICE_CHANGED', unitPrice, skus: [line.sku] });
  }
  const order: ShopOrder = {
    reference: `${ctx.merchant.id.slice(0, 4).toUpperCase()}-${randomInt(10_000_000, 100_000_000)}`,
    trackingId: `TRK${randomBytes(6).toString('hex').toUpperCase()}`,
    merchantId: ctx.merchant.id,
    cartId: cart.id,
    idempotencyKey: request.idempotencyKey,
    lines: cart.lines.map((line) => ({ ...line })),
    contact: cart.contact,
    delivery: { id: option.id, type: option.type, description: option.description, pickupPoint },
    itemsTotal: total,
    deliveryCost: option.cost,
    currency: ctx.merchant.currency,
    status: 'PLACED',
    placedAt: ctx.now,
    cancelledAt: null,
  };
  for (const line of order.lines) ctx.state.sold[line.sku] = (ctx.state.sold[line.sku] ?? 0) + line.quantity;
  ctx.state.orders[order.reference] = order;
  cart.orderReference = order.reference;
  return ok(placedOrderBody(order));
}

/** Cancelling twice is fine; the stock comes back once. */
export function cancelOrder(ctx: ShopContext, order: ShopOrder): ShopOutcome<{ ok: true }> {
  if (order.status === 'CANCELLED') return ok({ ok: true });
  order.status = 'CANCELLED';
  order.cancelledAt = ctx.now;
  for (const line of order.lines) ctx.state.sold[line.sku] = (ctx.state.sold[line.sku] ?? 0) - line.quantity;
  return ok({ ok: true });
}
