import { z } from 'zod';
import { contactSchema, DELIVERY_OPTION_TYPES, faultInputSchema, idSchema } from '@kori/merchant-shop-protocol';
import { currency, epochMs, minorUnits } from '../state/state-fields';

/**
 * The merchant shops' part of the sandbox state file: carts, orders, stock sold and the faults set. Shop
 * ids, SKUs, cart ids and order references are the protocol's ids (what the shops' API answers with).
 */
export const shopLineSchema = z.object({
  sku: idSchema,
  quantity: z.number().int(),
  /** As the shop answered when the item was added. */
  unitPrice: minorUnits,
  currency,
});
export type ShopLine = z.infer<typeof shopLineSchema>;

export const shopCartSchema = z.object({
  id: idSchema,
  merchantId: idSchema,
  createdAt: epochMs,
  lines: z.array(shopLineSchema),
  contact: z.nullable(contactSchema),
  /** Set once an order was placed from the cart; a closed cart takes no more changes. */
  orderReference: z.nullable(idSchema),
});
export type ShopCart = z.infer<typeof shopCartSchema>;

export const shopOrderSchema = z.object({
  reference: idSchema,
  /** The couriers' id of the shipment. */
  trackingId: z.string(),
  merchantId: idSchema,
  cartId: idSchema,
  idempotencyKey: z.string(),
  lines: z.array(shopLineSchema),
  contact: contactSchema,
  delivery: z.object({ id: z.string(), type: z.enum(DELIVERY_OPTION_TYPES), description: z.string(), pickupPoint: z.string().nullable() }),
  itemsTotal: minorUnits,
  deliveryCost: minorUnits,
  currency,
  status: z.enum(['PLACED', 'CANCELLED']),
  placedAt: epochMs,
  cancelledAt: epochMs.nullable(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

export const storedFaultSchema = z.intersection(faultInputSchema, z.object({ id: z.string() }));
export type StoredFault = z.infer<typeof storedFaultSchema>;

export const merchantShopsStateSchema = z.object({
  carts: z.record(z.string(), shopCartSchema),
  orders: z.record(z.string(), shopOrderSchema),
  /** Units sold per SKU (orders placed minus cancelled): stock is the seed's stock minus this. */
  sold: z.record(z.string(), z.number().int()),
  faults: z.array(storedFaultSchema),
  /** Prices a person or test changed, per SKU (minor units); the seed's price otherwise. */
  prices: z.record(z.string(), z.number().int().min(0)).default({}),
});
export type MerchantShopsState = z.infer<typeof merchantShopsStateSchema>;

export function emptyMerchantShopsState(): MerchantShopsState {
  return { carts: {}, orders: {}, sold: {}, faults: [], prices: {} };
}

/** Oldest carts and orders are dropped past these, so a long-running sandbox keeps a small state file. */
export const SHOP_CART_LIMIT = 2000;
export const SHOP_ORDER_LIMIT = 2000;

function dropOldest<T>(records: Record<string, T>, limit: number, at: (record: T) => number): void {
  const ids = Object.keys(records);
  if (ids.length <= limit) return;
  ids.sort((a, b) => at(records[a] as T) - at(records[b] as T));
  for (const id of ids.slice(0, ids.length - limit)) delete records[id];
}

export function pruneMerchantShops(state: MerchantShopsState): void {
  dropOldest(state.carts, SHOP_CART_LIMIT, (cart) => cart.createdAt);
  dropOldest(state.orders, SHOP_ORDER_LIMIT, (order) => order.placedAt);
}
