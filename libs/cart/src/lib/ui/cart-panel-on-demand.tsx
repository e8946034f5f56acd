import { useSetAtom } from 'jotai';
import { onDemandComponent } from '@kori/ui';
import { useEffect } from 'react';
import { closeCartPanelAtom } from '../panel/cart-panel-atoms';

/** A panel whose code could not be fetched (lost connection, a deploy in between): it closes again. */
function PanelUnavailable() {
  const close = useSetAtom(closeCartPanelAtom);
  useEffect(() => {
    close();
  }, [close]);
  return null;
}

/**
 * The cart panel's code is a chunk of its own, fetched when the panel first opens (or when the pointer or
 * focus reaches the cart button), so pages where nobody opens it do not carry it.
 */
export const cartPanelOnDemand = onDemandComponent(
  () => import('./cart-panel').then((module) => module.CartPanel),
  (error) => {
    console.warn('Could not load the cart panel', error);
    return PanelUnavailable;
  },
);
