import type { ClientActionFunctionArgs } from '@remix-run/react';
import type { CartActionData } from '../model/cart-form';

const UNKNOWN_FAILURE: CartActionData = {
  intent: null,
  target: null,
  cart: null,
  errors: [{ code: 'UNKNOWN', offerId: null, available: null, limit: null }],
};

/**
 * The cart route's client action: a change that cannot reach the server (lost connection, a deploy in
 * between) is answered as UNKNOWN at the control, instead of replacing the page with the error page.
 */
export async function cartClientAction({ serverAction }: ClientActionFunctionArgs): Promise<CartActionData> {
  try {
    return await serverAction<CartActionData>();
  } catch (error) {
    console.warn('The cart change did not reach the server', error);
    return UNKNOWN_FAILURE;
  }
}
