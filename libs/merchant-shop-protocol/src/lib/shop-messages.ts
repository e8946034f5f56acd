import { z } from 'zod/mini';
import { SUPPORTED_CURRENCIES } from '@kori/region';

/** The contact and delivery form every merchant shop asks for; each field can be refused on its own. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'streetAddress', 'postalCode', 'city', 'email', 'phone'] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number];

export const DELIVERY_OPTION_TYPES = ['HOME_DELIVERY', 'PICKUP_DELIVERY', 'STORE_PICKUP'] as const;

/** Codes about the order itself (stock, price, delivery, the form) or the shop's own failure: what an agent reports. */
export const SHOP_FAILURE_CODES = [
  'AGENT_BLOCKED',
  'NOT_ENOUGH_STOCK',
  'PRODUCT_NOT_AVAILABLE',
  'PRICE_CHANGED',
  'MINIMUM_ORDER_AMOUNT',
  'UNDELIVERABLE_TO_GIVEN_ADDRESS',
  'UNDELIVERABLE_PRODUCTS',
  'UNDELIVERABLE_PRODUCT_COMBINATION',
  'FIELD_REJECTED',
  'EMAIL_ADDRESS_IN_USE',
  'CART_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'SERVER_ERROR',
] as const;
export type ShopFailureCode = (typeof SHOP_FAILURE_CODES)[number];

/** Codes a shop answers with a 4xx/5xx status; `error.code` in every error body. */
export const SHOP_ERROR_CODES = [
  ...SHOP_FAILURE_CODES,
  // The request itself was wrong (bad body, missing token, unknown or redirect-only shop, closed cart).
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'MERCHANT_NOT_FOUND',
  'CART_CLOSED',
] as const;
export type ShopErrorCode = (typeof SHOP_ERROR_CODES)[number];

/** Shop ids, SKUs, cart ids and order references share one safe alphabet. */
export const idSchema = z.string().check(z.regex(/^[\w.-]{1,100}$/));
const minorUnits = z.int().check(z.gte(0), z.lte(1_000_000_000));
const currencySchema = z.enum(SUPPORTED_CURRENCIES);
const formText = z.string().check(z.minLength(1), z.maxLength(200));

export const contactSchema = z.strictObject({
  firstName: formText,
  lastName: formText,
  streetAddress: formText,
  postalCode: formText,
  city: formText,
  email: formText,
  phone: formText,
});
export type ShopContact = z.infer<typeof contactSchema>;

export const createCartResponseSchema = z.object({ cartId: idSchema });

export const addItemRequestSchema = z.strictObject({
  sku: idSchema,
  quantity: z.int().check(z.gte(1), z.lte(999)),
  /** The price the agent expects (the catalogue's); a shop whose price differs answers PRICE_CHANGED. */
  expectedUnitPrice: z.optional(minorUnits),
});
export type AddItemRequest = z.infer<typeof addItemRequestSchema>;

export const addedItemSchema = z.object({
  sku: idSchema,
  quantity: z.int().check(z.gte(1)),
  unitPrice: minorUnits,
  currency: currencySchema,
  stockQuantity: z.int().check(z.gte(0)),
});
export type AddedItemBody = z.infer<typeof addedItemSchema>;

export const pickupPointSchema = z.object({ id: idSchema, name: z.string(), address: z.string() });

export const deliveryOptionSchema = z.object({
  id: idSchema,
  type: z.enum(DELIVERY_OPTION_TYPES),
  cost: minorUnits,
  currency: currencySchema,
  description: z.string(),
  pickupPoints: z.array(pickupPointSchema),
});
export type DeliveryOptionBody = z.infer<typeof deliveryOptionSchema>;

export const deliveryOptionsResponseSchema = z.object({ options: z.array(deliveryOptionSchema) });

export const placeOrderRequestSchema = z.strictObject({
  deliveryOptionId: idSchema,
  pickupPointId: z.optional(idSchema),
  /** A retried placement with the same key answers the first order instead of placing a second. */
  idempotencyKey: z.string().check(z.regex(/^[\w.:-]{8,200}$/)),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const placedOrderSchema = z.object({
  orderReference: idSchema,
  trackingId: idSchema,
  itemsTotal: minorUnits,
  deliveryCost: minorUnits,
  currency: currencySchema,
});
export type PlacedOrderBody = z.infer<typeof placedOrderSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const shopErrorSchema = z.object({
  code: z.enum(SHOP_ERROR_CODES),
  message: z.optional(z.string()),
  field: z.optional(z.enum(CONTACT_FIELDS)),
  available: z.optional(z.int().check(z.gte(0))),
  unitPrice: z.optional(minorUnits),
  minimumAmount: z.optional(minorUnits),
  skus: z.optional(z.array(idSchema)),
});
export type ShopError = z.infer<typeof shopErrorSchema>;

export const errorResponseSchema = z.object({ error: shopErrorSchema });
