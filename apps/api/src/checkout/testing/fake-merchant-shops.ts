/**
 * In-memory merchant shops for engine tests, with faults to inject per merchant: each fault makes the
 * named step answer an error (a number of times, or always), or hang until released.
 */
import type {
  AddedItem,
  MerchantContact,
  MerchantDeliveryOption,
  MerchantShop,
  MerchantShopError,
  MerchantShopResult,
  MerchantShops,
  PlacedOrder,
} from '../../merchant-shops/merchant-shop-port';

export type ShopStep = 'createCart' | 'addItem' | 'setContact' | 'deliveryOptions' | 'placeOrder';

export interface ShopFault {
  step: ShopStep;
  error: MerchantShopError;
  /** Only for this SKU (addItem). */
  sku?: string;
  /** How many answers fail; unset = every one. */
  times?: number;
}

interface FakeCart {
  items: Map<string, { quantity: number; unitPrice: number }>;
  contact: MerchantContact | null;
}

export interface FakeMerchantShops extends MerchantShops {
  /** The shop's price for a SKU (minor units); defaults to the price the engine expects. */
  setPrice(merchantId: string, sku: string, unitPrice: number): void;
  inject(merchantId: string, fault: ShopFault): void;
  /** Makes the step wait until `release()`; resolves when a call is waiting. */
  hold(merchantId: string, step: ShopStep): { reached: Promise<void>; release: () => void };
  /** Every call made, in order ("merchant:step"). */
  calls: string[];
  /** Orders placed per merchant (a repeated idempotency key does not add one). */
  orders(merchantId: string): PlacedOrder[];
  /** Each merchant's delivery options. */
  deliveryOptions: MerchantDeliveryOption[];
}

const ok = <T>(value: T): MerchantShopResult<T> => ({ ok: true, value });

export function createFakeMerchantShops(): FakeMerchantShops {
  const faults = new Map<string, ShopFault[]>();
  const holds = new Map<string, { reached: () => void; wait: Promise<void> }>();
  const prices = new Map<string, number>();
  const carts = new Map<string, FakeCart>();
  const placed = new Map<string, Map<string, PlacedOrder>>();
  const calls: string[] = [];
  let sequence = 0;
  const deliveryOptions: MerchantDeliveryOption[] = [
    { id: 'home', type: 'HOME_DELIVERY', cost: 790, currency: 'EUR', description: 'Home delivery', pickupPoints: [] },
    { id: 'pickup', type: 'PICKUP_DELIVERY', cost: 390, currency: 'EUR', description: 'Parcel locker', pickupPoints: [{ id: 'p1', name: 'Locker', address: 'Main St 1' }] },
  ];

  const fault = (merchantId: string, step: ShopStep, sku?: string): MerchantShopError | null => {
    const list = faults.get(merchantId) ?? [];
    const found = list.find((entry) => entry.step === step && (!entry.sku || entry.sku === sku) && (entry.times === undefined || entry.times > 0));
    if (!found) return null;
    if (found.times !== undefined) found.times -= 1;
    return found.error;
  };

  const enter = async (merchantId: string, step: ShopStep) => {
    calls.push(`${merchantId}:${step}`);
    const hold = holds.get(`${merchantId}:${step}`);
    if (hold) {
      hold.reached();
      await hold.wait;
    }
  };

  /** A step's answer at one merchant: the call is recorded (and held), then a fault answers, or `act`. */
  const answer = async <T>(merchantId: string, step: ShopStep, act: () => MerchantShopResult<T>, sku?: string): Promise<MerchantShopResult<T>> => {
    await enter(merchantId, step);
    const error = fault(merchantId, step, sku);
    return error ? { ok: false, error } : act();
  };

  /** As `answer`, on a cart the shop made; an unknown cart id answers CART_NOT_FOUND. */
  const onCart = <T>(merchantId: string, step: ShopStep, cartId: string, act: (cart: FakeCart) => MerchantShopResult<T>, sku?: string) =>
    answer(
      merchantId,
      step,
      () => {
        const cart = carts.get(cartId);
        return cart ? act(cart) : { ok: false, error: { code: 'CART_NOT_FOUND' } };
      },
      sku,
    );

  const shopFor = (merchantId: string): MerchantShop => ({
    createCart: () =>
      answer(merchantId, 'createCart', () => {
        sequence += 1;
        const cartId = `${merchantId}-cart-${sequence}`;
        carts.set(cartId, { items: new Map(), contact: null });
        return ok({ cartId });
      }),
    addItem: (cartId, item) =>
      onCart(
        merchantId,
        'addItem',
        cartId,
        (cart): MerchantShopResult<AddedItem> => {
          const unitPrice = prices.get(`${merchantId}:${item.sku}`) ?? item.expectedUnitPrice ?? 1000;
          if (item.expectedUnitPrice !== undefined && item.expectedUnitPrice !== unitPrice) return { ok: false, error: { code: 'PRICE_CHANGED', unitPrice } };
          cart.items.set(item.sku, { quantity: item.quantity, unitPrice });
          return ok({ sku: item.sku, quantity: item.quantity, unitPrice, currency: 'EUR', stockQuantity: 100 });
        },
        item.sku,
      ),
    setContact: (cartId, contact) =>
      onCart(merchantId, 'setContact', cartId, (cart) => {
        cart.contact = contact;
        return ok(null);
      }),
    deliveryOptions: (cartId) => onCart(merchantId, 'deliveryOptions', cartId, () => ok(deliveryOptions)),
    placeOrder: (cartId, order) =>
      onCart(merchantId, 'placeOrder', cartId, (cart) => {
        const mine = placed.get(merchantId) ?? new Map<string, PlacedOrder>();
        placed.set(merchantId, mine);
        const earlier = mine.get(order.idempotencyKey);
        if (earlier) return ok(earlier);
        const itemsTotal = [...cart.items.values()].reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
        const option = deliveryOptions.find((candidate) => candidate.id === order.deliveryOptionId);
        sequence += 1;
        const result: PlacedOrder = {
          orderReference: `${merchantId}-order-${sequence}`,
          trackingId: `track-${sequence}`,
          itemsTotal,
          deliveryCost: option?.cost ?? 0,
          currency: 'EUR',
        };
        mine.set(order.idempotencyKey, result);
        return ok(result);
      }),
    async cancelOrder() {
      return ok(null);
    },
  });

  return {
    forMerchant: shopFor,
    setPrice: (merchantId, sku, unitPrice) => prices.set(`${merchantId}:${sku}`, unitPrice),
    inject: (merchantId, entry) => faults.set(merchantId, [...(faults.get(merchantId) ?? []), { ...entry }]),
    hold(merchantId, step) {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      const wait = new Promise<void>((resolve) => (release = resolve));
      holds.set(`${merchantId}:${step}`, { reached, wait });
      return {
        reached: reachedPromise,
        release: () => {
          holds.delete(`${merchantId}:${step}`);
          release();
        },
      };
    },
    calls,
    orders: (merchantId) => [...(placed.get(merchantId)?.values() ?? [])],
    deliveryOptions,
  };
}
