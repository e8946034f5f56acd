import type { Currency } from '@kori/region';

/** Why a cart change was refused, as the API reports it. */
export type CartUserErrorCode =
  | 'ADD_TO_CART_FAILED'
  | 'NOT_ENOUGH_STOCK'
  | 'PRODUCT_NOT_AVAILABLE'
  | 'UNKNOWN'
  | 'MAXIMUM_CART_AMOUNT'
  | 'CONCURRENT_CHECKOUT'
  | 'CART_NOT_FOUND';

export interface CartUserError {
  code: CartUserErrorCode;
  offerId?: number;
  /** NOT_ENOUGH_STOCK: how many the merchant has. */
  available?: number;
  /** MAXIMUM_CART_AMOUNT: the limit, in minor units of `currency`. */
  limit?: { amount: number; currency: Currency };
}

/** Thrown inside a cart transaction to roll every write of the change back and report why. */
export class CartRefusal extends Error {
  constructor(readonly userError: CartUserError) {
    super(`cart change refused: ${userError.code}`);
    this.name = 'CartRefusal';
  }
}

export const refuse = (userError: CartUserError): never => {
  throw new CartRefusal(userError);
};
