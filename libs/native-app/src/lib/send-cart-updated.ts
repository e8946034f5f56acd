import { postToNativeApp, type NativeAppOptions } from './post-to-native-app';

/** The bridge message that tells the host app the shopper's cart changed (e.g. to update its cart badge). */
export const CART_UPDATED = 'cartUpdated';

export interface CartUpdatedMessage {
  cartId: string;
  /** Items in the cart after the change (quantities summed). */
  itemCount: number;
}

/** Tells the host app the cart changed; a no-op outside the app. */
export function sendCartUpdated(message: CartUpdatedMessage, options: NativeAppOptions = {}): boolean {
  return postToNativeApp(CART_UPDATED, { cartId: message.cartId, itemCount: message.itemCount }, options);
}
