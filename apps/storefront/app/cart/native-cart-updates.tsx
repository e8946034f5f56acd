import { useStore } from 'jotai';
import { useEffect } from 'react';
import { cartAtom } from '@kori/cart';
import { sendCartUpdated } from '@kori/native-app';
import { onCommerceEvent } from '@kori/shell';

export interface NativeCartUpdatesProps {
  /** The user-agent marker of the app's web view. */
  marker: string;
}

/**
 * Tells the native host app of every cart change the cart reports (addToCart, removeFromCart): a `cartUpdated`
 * message with the cart's id and item count, so the app can update its own cart badge. Outside the app nothing
 * is posted. The cart reports a change after it holds the new cart, so the count read here is the new one.
 * Renders nothing.
 */
export function NativeCartUpdates({ marker }: NativeCartUpdatesProps) {
  const store = useStore();
  useEffect(
    () =>
      onCommerceEvent((event) => {
        if (event.type !== 'addToCart' && event.type !== 'removeFromCart') return;
        const cart = store.get(cartAtom);
        if (!cart) return;
        try {
          sendCartUpdated({ cartId: cart.id, itemCount: cart.itemCount }, { marker });
        } catch (error) {
          // A missing handler is the host's bug; the shopper's cart change itself succeeded.
          console.error('Could not tell the app that the cart changed', error);
        }
      }),
    [store, marker],
  );
  return null;
}
