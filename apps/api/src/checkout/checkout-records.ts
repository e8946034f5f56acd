/**
 * What a checkout keeps in its rows (JSON columns): the cart lines as they were at initiation, the
 * address, and per merchant what its agent learned at the shop. Transport-free: resolvers map these.
 */
import type { Currency } from '@kori/region';
import type { MerchantDeliveryOption } from '../merchant-shops/merchant-shop-port';

export interface DeliveryAddressValue {
  firstName: string;
  lastName: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
}

/** One cart line frozen at initiation: what was bought, from whom, at which price (minor units). */
export interface CheckoutLineSnapshot {
  offerId: string;
  productId: string;
  merchantId: string;
  name: string;
  imageUrl: string | null;
  /** The offer's page at the merchant (absolute, or a sandbox path). */
  offerUrl: string;
  quantity: number;
  unitPrice: number;
  currency: Currency;
}

/** Why a shop refused a line (the schema's AddToCartErrorType). */
export type AddToCartErrorType = 'ADD_TO_CART_FAILED' | 'NOT_ENOUGH_STOCK' | 'PRODUCT_NOT_AVAILABLE' | 'UNKNOWN';

/** Why an agent could not get through a merchant's shop (the schema's InitiateErrorType). */
export type InitiateErrorType =
  | 'ADDRESS_INPUT_FAILED'
  | 'AGENT_BLOCKED'
  | 'CITY_INPUT_FAILED'
  | 'EMAIL_ADDRESS_INPUT_FAILED'
  | 'EMAIL_ADDRESS_IN_USE'
  | 'FIRST_NAME_INPUT_FAILED'
  | 'LAST_NAME_INPUT_FAILED'
  | 'MINIMUM_ORDER_AMOUNT'
  | 'PHONE_INPUT_FAILED'
  | 'SERVER_ERROR'
  | 'STREET_ADDRESS_INPUT_FAILED'
  | 'UNDELIVERABLE_PRODUCTS'
  | 'UNDELIVERABLE_PRODUCT_COMBINATION'
  | 'UNDELIVERABLE_TO_GIVEN_ADDRESS'
  | 'UNKNOWN'
  | 'ZIP_INPUT_FAILED';

export type LineOutcome =
  | { status: 'ADDED'; /** The shop's unit price when it differs from the snapshot. */ shopUnitPrice?: number; found: true }
  | { status: 'FAILED'; errorType: AddToCartErrorType; found: boolean };

/** Where a merchant agent is: each step is stored before the next starts. */
export type MerchantStep = 'CREATE_CART' | 'ADD_LINES' | 'SET_CONTACT' | 'READ_DELIVERY' | 'DONE';

export type StoredDeliveryOption = MerchantDeliveryOption;
