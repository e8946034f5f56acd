import { useAtomValue, useStore } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { Suspense, useEffect, useState } from 'react';
import type { CartRootData } from '../model/cart-root-data';
import { cartPanelAtom } from '../panel/cart-panel-atoms';
import { cartAtom, cartIdAtom } from '../state/cart-atoms';
import { CartLoader } from './cart-loader';
import { cartPanelOnDemand } from './cart-panel-on-demand';

/** The panel, from its first opening on (its code is fetched then, unless the cart button already asked for it). */
function CartPanelOnceOpened() {
  const { open } = useAtomValue(cartPanelAtom);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  const Loaded = cartPanelOnDemand.loaded();
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <cartPanelOnDemand.Lazy />
    </Suspense>
  );
}

/**
 * The cart on every page: takes the cart id the root loader read from the cookie, loads that cart and
 * holds the panel. Mount once in the root, inside the Jotai, i18n and Apollo config providers.
 */
export function CartRoot({ data }: { data: CartRootData | undefined }) {
  const serverCartId = data?.cartId ?? null;
  // Known from the first render (on the server too), so the badge's label is right before hydration.
  useHydrateAtoms(new Map([[cartIdAtom, serverCartId]]));
  const store = useStore();
  const cartId = useAtomValue(cartIdAtom);

  useEffect(() => {
    // The cookie names another cart (after sign-in, or a shared cart taken over): the old one is forgotten.
    if (store.get(cartIdAtom) === serverCartId) return;
    if (store.get(cartAtom)?.id !== serverCartId) store.set(cartAtom, null);
    store.set(cartIdAtom, serverCartId);
  }, [serverCartId, store]);

  return (
    <>
      {cartId && <CartLoader key={cartId} cartId={cartId} />}
      <CartPanelOnceOpened />
    </>
  );
}
