/**
 * What the checkout engine needs from the rest of the API, as narrow ports: the cart it checks out and
 * the address rules. The cart module and the address rules library implement them.
 */
import type { Region } from '@kori/region';
import type { DeliveryAddressValue } from './checkout-records';

export interface CartForCheckout {
  id: string;
  region: Region;
  /** The signed-in owner; null for a signed-out cart. */
  userId: string | null;
  lines: { offerId: string; quantity: number }[];
  /** The most the cart may hold, minor units in the region's currency. */
  maximumAmount: number;
}

export interface CheckoutCarts {
  /** The cart, or null when there is none with that id. */
  read(cartId: string): Promise<CartForCheckout | null>;
  /** Empties the cart once its checkout placed orders. */
  clear(cartId: string): Promise<void>;
}

export type AddressFieldName = keyof DeliveryAddressValue;

export interface AddressProblem {
  field: AddressFieldName;
  code: string;
}

/** The region's address rules: every problem of `address`, none when it is fine. */
export type AddressValidator = (region: Region, address: DeliveryAddressValue) => AddressProblem[];
