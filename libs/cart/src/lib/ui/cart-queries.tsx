import { useQuery } from '@apollo/client/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { GetCartDocument } from '../../graphql/generated/graphql';
import { cartPanelAtom } from '../panel/cart-panel-atoms';
import { cartAtom, cartLoadFailedAtom } from '../state/cart-atoms';

/**
 * Loads the cart with Apollo (`cart(id)`; the storefront server adds the bearer) into `cartAtom`, and again
 * whenever the panel opens, so prices and stock are current. Never cached: a cart is the shopper's own and
 * changes through the cart action. Loaded on demand by CartLoader, inside Apollo's provider.
 */
export function CartQueries({ cartId }: { cartId: string }) {
  const setCart = useSetAtom(cartAtom);
  const setFailed = useSetAtom(cartLoadFailedAtom);
  const { open } = useAtomValue(cartPanelAtom);
  const { data, error, refetch } = useQuery(GetCartDocument, { variables: { id: cartId }, fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: false });
  const wasOpen = useRef(open);

  useEffect(() => {
    if (data) {
      setCart(data.cart);
      setFailed(false);
    }
  }, [data, setCart, setFailed]);

  useEffect(() => {
    if (!error) return;
    console.warn('Could not load the cart', error);
    setFailed(true);
  }, [error, setFailed]);

  useEffect(() => {
    if (open && !wasOpen.current) refetch().catch(() => undefined);
    wasOpen.current = open;
  }, [open, refetch]);

  return null;
}
