import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { cartPanelAtom, openCartPanelAtom } from '../panel/cart-panel-atoms';
import { cartAtom, cartIdAtom, cartItemCountAtom } from '../state/cart-atoms';
import { CHECKOUT_PATH } from '../model/cart-form';
import { cartPanelOnDemand } from './cart-panel-on-demand';
import { useHydrated } from './use-hydrated';

/**
 * The header's cart button with the item count; it opens the cart panel. Before hydration (and without
 * JavaScript) it is a link to the checkout, which shows the cart's lines. The count keeps its place when
 * empty, so the header does not move when it arrives.
 */
export function CartButton() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const count = useAtomValue(cartItemCountAtom);
  const cartId = useAtomValue(cartIdAtom);
  const known = useAtomValue(cartAtom) !== null || !cartId || count > 0;
  const { open } = useAtomValue(cartPanelAtom);
  const openPanel = useSetAtom(openCartPanelAtom);
  const label = known ? intl.formatMessage({ id: 'cart.button.label' }, { count }) : intl.formatMessage({ id: 'cart.button.text' });
  // The space keeps the visible words ("Cart 2") inside the accessible name ("Cart, 2 items") for voice control.
  const content = (
    <>
      <span aria-hidden="true">{intl.formatMessage({ id: 'cart.button.text' })}</span>{' '}
      <span className="kori-cart-button__count" data-empty={count === 0 || undefined} aria-hidden="true">
        {count}
      </span>
    </>
  );
  if (!hydrated) {
    return (
      <a href={CHECKOUT_PATH} className="kori-cart-button" aria-label={label}>
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="kori-cart-button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      // The panel's code is fetched as the shopper heads for the button, so it opens without a wait.
      onPointerEnter={() => void cartPanelOnDemand.preload()}
      onFocus={() => void cartPanelOnDemand.preload()}
      onClick={() => openPanel()}
    >
      {content}
    </button>
  );
}
