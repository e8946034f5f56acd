import { useLocation } from '@remix-run/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Modal, Spinner } from '@kori/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { reportCommerceEvent } from '@kori/shell';
import { viewCartEvent } from '../events/cart-commerce-events';
import { cartPanelAtom, closeCartPanelAtom } from '../panel/cart-panel-atoms';
import { cartAnnouncementAtom, cartAtom, cartIdAtom, cartLoadFailedAtom } from '../state/cart-atoms';
import { CartContents } from './cart-contents';
import { CheapestMixPanelView } from './cheapest-mix-box';

/** view_cart once per opening, as soon as the open panel shows a cart with products. */
function useViewCartEvent(open: boolean) {
  const cart = useAtomValue(cartAtom);
  const reported = useRef(false);
  useEffect(() => {
    if (!open) {
      reported.current = false;
      return;
    }
    if (reported.current || !cart || cart.itemCount === 0) return;
    reported.current = true;
    reportCommerceEvent(viewCartEvent(cart));
  }, [open, cart]);
}

function PanelBody() {
  const intl = useIntl();
  const { view } = useAtomValue(cartPanelAtom);
  const cartId = useAtomValue(cartIdAtom);
  const cart = useAtomValue(cartAtom);
  const failed = useAtomValue(cartLoadFailedAtom);
  const close = useSetAtom(closeCartPanelAtom);

  if (cartId && !cart) {
    if (failed) return <p className="kori-cart-panel__message">{intl.formatMessage({ id: 'cart.panel.loadFailed' })}</p>;
    return (
      <div className="kori-cart-panel__message">
        <Spinner label={intl.formatMessage({ id: 'cart.panel.loading' })} />
      </div>
    );
  }
  if (!cart || cart.merchants.length === 0) {
    return (
      <div className="kori-cart-panel__message">
        <p>{intl.formatMessage({ id: 'cart.panel.empty' })}</p>
        <p className="kori-cart-muted">{intl.formatMessage({ id: 'cart.panel.emptyHint' })}</p>
      </div>
    );
  }
  if (view === 'cheapest-mix') return <CheapestMixPanelView cart={cart} />;
  return <CartContents cart={cart} onCheckout={() => close()} />;
}

/**
 * The cart panel, opened by its flag: a modal dialog (labelled by its title, focus kept inside and given
 * back on closing, Escape closes) with the cart or the cheapest-mix view. A live region announces each
 * change's outcome. Following a link closes it.
 */
export function CartPanel() {
  const intl = useIntl();
  const { open, view } = useAtomValue(cartPanelAtom);
  const close = useSetAtom(closeCartPanelAtom);
  const announcement = useAtomValue(cartAnnouncementAtom);
  const { pathname } = useLocation();
  useViewCartEvent(open);

  // Closes on a move to another page, not on mounting: the panel mounts at its first opening (its code is
  // fetched then), and closing at once would undo that opening.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    close();
  }, [pathname, close]);

  const title = intl.formatMessage({ id: view === 'cheapest-mix' ? 'cart.mix.title' : 'cart.panel.title' });
  return (
    <Modal open={open} onClose={() => close()} title={title}>
      <div className="kori-cart-panel">
        <p className="kori-visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <PanelBody />
      </div>
    </Modal>
  );
}
