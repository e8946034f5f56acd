/**
 * What the checkout engine needs from a merchant's web shop: the steps an agent takes in a real shop.
 * Implemented over HTTP against each merchant's shop API (the sandbox by default).
 */
import type { ContactFieldName, ShopFailureCode } from '@kori/merchant-shop-protocol';
import type { Currency } from '@kori/region';

/** The contact and delivery form fields, as the protocol names them. */
export type ContactField = ContactFieldName;

export type MerchantContact = Record<ContactField, string>;

/** What a shop answers about the order or its own failure, or TIMEOUT when it did not answer in time. */
export type MerchantShopErrorCode = ShopFailureCode | 'TIMEOUT';

export interface MerchantShopError {
  code: MerchantShopErrorCode;
  /** FIELD_REJECTED: which contact field the shop refused. */
  field?: ContactField;
  /** NOT_ENOUGH_STOCK: how many the shop has. */
  available?: number;
  /** PRICE_CHANGED: the shop's unit price now, minor units. */
  unitPrice?: number;
  /** MINIMUM_ORDER_AMOUNT: the shop's minimum items total, minor units. */
  minimumAmount?: number;
  /** UNDELIVERABLE_PRODUCTS / UNDELIVERABLE_PRODUCT_COMBINATION: the SKUs concerned. */
  skus?: string[];
}

export type MerchantShopResult<T> = { ok: true; value: T } | { ok: false; error: MerchantShopError };

/** An item as the shop answers it when added: price and stock at that moment. */
export interface AddedItem {
  /** Kori's offer id is the shop's SKU. */
  sku: string;
  quantity: number;
  /** Minor units. */
  unitPrice: number;
  currency: Currency;
  stockQuantity: number;
}

export interface PickupPoint {
  id: string;
  name: string;
  address: string;
}

export interface MerchantDeliveryOption {
  id: string;
  type: 'HOME_DELIVERY' | 'PICKUP_DELIVERY' | 'STORE_PICKUP';
  /** Minor units. */
  cost: number;
  currency: Currency;
  description: string;
  pickupPoints: PickupPoint[];
}

export interface PlacedOrder {
  orderReference: string;
  trackingId: string;
  /** Minor units. */
  itemsTotal: number;
  deliveryCost: number;
  currency: Currency;
}

export interface MerchantShop {
  createCart(): Promise<MerchantShopResult<{ cartId: string }>>;
  /** Adding the same SKU again sets its quantity. */
  addItem(cartId: string, item: { sku: string; quantity: number; expectedUnitPrice?: number }): Promise<MerchantShopResult<AddedItem>>;
  setContact(cartId: string, contact: MerchantContact): Promise<MerchantShopResult<null>>;
  deliveryOptions(cartId: string): Promise<MerchantShopResult<MerchantDeliveryOption[]>>;
  /** The idempotency key makes a retried placement return the first result instead of a second order. */
  placeOrder(cartId: string, order: { deliveryOptionId: string; pickupPointId?: string; idempotencyKey: string }): Promise<MerchantShopResult<PlacedOrder>>;
  cancelOrder(orderReference: string): Promise<MerchantShopResult<null>>;
}

export interface MerchantShops {
  forMerchant(merchantId: string): MerchantShop;
}
