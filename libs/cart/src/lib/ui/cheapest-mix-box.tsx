import { useSetAtom } from 'jotai';
import { Button, Money, useFormatMoney } from '@kori/ui';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import type { CartView, CheapestMixView } from '../model/cart-types';
import { isZero } from '../model/free-delivery';
import { showCartPanelViewAtom, type CartPanelView } from '../panel/cart-panel-atoms';
import { useCartChange } from './use-cart-change';
import { CartSum } from './cart-sum';

/** The cheapest mix worth showing: only when it saves something. */
export function cheapestMixWithSaving(cart: CartView | null): CheapestMixView | null {
  const mix = cart?.cheapestMix;
  return mix && !isZero(mix.saving) && mix.changes.length > 0 ? mix : null;
}

/** The one button that moves every line to the cheapest mix's offers; back on the cart view once applied. */
function ApplyCheapestMixButton() {
  const intl = useIntl();
  const { submit, busy, result } = useCartChange('cart-cheapest-mix');
  const showView = useSetAtom(showCartPanelViewAtom);
  useEffect(() => {
    if (result?.intent === 'apply-cheapest-mix' && result.errors.length === 0) showView('cart');
  }, [result, showView]);
  return (
    <Button variant="primary" aria-disabled={busy || undefined} onClick={() => !busy && submit({ intent: 'apply-cheapest-mix' })}>
      {intl.formatMessage({ id: 'cart.mix.apply' })}
    </Button>
  );
}

/** What the mix saves and each change it makes. */
function MixSaving({ mix }: { mix: CheapestMixView }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <>
      <p>{intl.formatMessage({ id: 'cart.mix.saving' }, { amount: formatMoney(mix.saving) })}</p>
      <ul className="kori-cart-mix__changes">
        {mix.changes.map((change) => (
          <li key={`${change.fromOfferId}:${change.toOfferId}`}>
            {intl.formatMessage(
              { id: 'cart.mix.change' },
              { product: change.name, quantity: change.quantity, from: change.fromMerchant.title, to: change.toMerchant.title },
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The apply button, and a button to the panel's other view (`view`, named by `labelId`). */
function MixActions({ view, labelId }: { view: CartPanelView; labelId: string }) {
  const intl = useIntl();
  const showView = useSetAtom(showCartPanelViewAtom);
  return (
    <div className="kori-cart-mix__actions">
      <ApplyCheapestMixButton />
      <Button variant="secondary" onClick={() => showView(view)}>
        {intl.formatMessage({ id: labelId })}
      </Button>
    </div>
  );
}

/**
 * The cart view's box: what the cheapest mix saves, a way to see its changes (the panel's other view) and the
 * button that applies it.
 */
export function CheapestMixBox({ mix }: { mix: CheapestMixView }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="kori-cart-mix" aria-labelledby={headingId}>
      <h3 id={headingId} className="kori-cart-mix__title">
        {intl.formatMessage({ id: 'cart.mix.title' })}
      </h3>
      <MixSaving mix={mix} />
      <MixActions view="cheapest-mix" labelId="cart.mix.show" />
    </section>
  );
}

/** The panel's cheapest-mix view: the saving, every change, the new total; apply, or go back to the cart. */
export function CheapestMixPanelView({ cart }: { cart: CartView }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const showView = useSetAtom(showCartPanelViewAtom);
  const mix = cheapestMixWithSaving(cart);
  if (!mix) {
    // Applied, or the prices moved: nothing to propose any more.
    return (
      <div className="kori-cart-mix">
        <Button variant="secondary" onClick={() => showView('cart')}>
          {intl.formatMessage({ id: 'cart.mix.back' })}
        </Button>
      </div>
    );
  }
  return (
    <div className="kori-cart-mix kori-cart-mix--full">
      <MixSaving mix={mix} />
      <dl className="kori-cart-sums">
        <CartSum label={intl.formatMessage({ id: 'cart.totals.total' })}>
          <Money amount={cart.total} />
        </CartSum>
      </dl>
      <p>{intl.formatMessage({ id: 'cart.mix.newTotal' }, { amount: formatMoney(mix.total) })}</p>
      <MixActions view="cart" labelId="cart.mix.back" />
    </div>
  );
}
