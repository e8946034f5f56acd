import { z } from 'zod/mini';
import { CONTACT_FIELDS, idSchema } from './shop-messages';

/** The steps an agent takes in a shop; a fault can be limited to some of them. */
export const SHOP_OPERATIONS = ['createCart', 'addItem', 'setContact', 'deliveryOptions', 'placeOrder', 'cancelOrder'] as const;
export type ShopOperation = (typeof SHOP_OPERATIONS)[number];

const scope = {
  merchantId: idSchema,
  /** Only these steps; each kind has its natural steps by default (see DEFAULT_FAULT_OPERATIONS). */
  operations: z.optional(z.array(z.enum(SHOP_OPERATIONS)).check(z.minLength(1))),
  /** Only requests that concern this SKU (adding it, or a cart or order holding it). */
  sku: z.optional(idSchema),
  /** Only the next N requests it fires on; then it is removed. Unset: until cleared. */
  times: z.optional(z.int().check(z.gte(1), z.lte(1000))),
};

const skuList = z.array(idSchema).check(z.minLength(1), z.maxLength(50));

export const faultInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...scope, kind: z.literal('latency'), ms: z.int().check(z.gte(1), z.lte(60_000)) }),
  // Holds the request without answering until the client gives up (or the sandbox stops).
  z.strictObject({ ...scope, kind: z.literal('timeout') }),
  z.strictObject({ ...scope, kind: z.literal('serverError') }),
  z.strictObject({ ...scope, kind: z.literal('agentBlocked') }),
  z.strictObject({ ...scope, kind: z.literal('outOfStock'), available: z.optional(z.int().check(z.gte(0), z.lte(100_000))) }),
  // The shop's unit price becomes `unitPrice` (default: 10 % above the catalogue's): an agent that
  // states the price it expects gets PRICE_CHANGED, one that does not sees the new price in the answer.
  z.strictObject({ ...scope, kind: z.literal('priceChanged'), unitPrice: z.optional(z.int().check(z.gte(0), z.lte(1_000_000_000))) }),
  z.strictObject({ ...scope, kind: z.literal('minimumOrderAmount'), amount: z.int().check(z.gte(1), z.lte(1_000_000_000)) }),
  z.strictObject({ ...scope, kind: z.literal('undeliverablePostalCode'), postalCode: z.string().check(z.minLength(1), z.maxLength(20)) }),
  z.strictObject({ ...scope, kind: z.literal('undeliverableProducts'), skus: skuList }),
  z.strictObject({ ...scope, kind: z.literal('undeliverableCombination'), skus: skuList.check(z.minLength(2)) }),
  z.strictObject({ ...scope, kind: z.literal('fieldRejected'), field: z.enum(CONTACT_FIELDS) }),
  z.strictObject({ ...scope, kind: z.literal('emailInUse') }),
]);
export type FaultInput = z.infer<typeof faultInputSchema>;
export type FaultKind = FaultInput['kind'];
export type Fault = FaultInput & { id: string };

export const DEFAULT_FAULT_OPERATIONS: Record<FaultKind, readonly ShopOperation[]> = {
  latency: SHOP_OPERATIONS,
  timeout: SHOP_OPERATIONS,
  serverError: SHOP_OPERATIONS,
  agentBlocked: SHOP_OPERATIONS,
  outOfStock: ['addItem', 'placeOrder'],
  priceChanged: ['addItem', 'placeOrder'],
  minimumOrderAmount: ['deliveryOptions', 'placeOrder'],
  undeliverablePostalCode: ['setContact', 'deliveryOptions', 'placeOrder'],
  undeliverableProducts: ['deliveryOptions', 'placeOrder'],
  undeliverableCombination: ['deliveryOptions', 'placeOrder'],
  fieldRejected: ['setContact'],
  emailInUse: ['setContact'],
};

/** PUT body: replaces one merchant's faults. */
export const setFaultsRequestSchema = z.strictObject({ merchantId: idSchema, faults: z.array(faultInputSchema).check(z.maxLength(50)) });
