import { useAtomValue } from 'jotai';
import { Button, ButtonLink, Money } from '@kori/ui';
import { useIntl } from 'react-intl';
import { CHECKOUT_PATH } from '../model/cart-form';
import type { CartView } from '../model/cart-types';
import { lastCartChangeAtom } from '../state/cart-atoms';
import { CartMerchantGroup } from './cart-merchant-group';
import { CheapestMixBox, cheapestMixWithSaving } from './cheapest-mix-box';
import { useCartChange } from './use-cart-change';
import { useCartErrorText } from './use-cart-error-text';
import { CartSum } from './cart-sum';

/**
 * A refused panel change that is about no line in particular (the cart is gone, a clear failed): said above
 * the lines. A refused add is said at its own button on the product page, not here.
 */
function CartWideError({ cart }: { cart: CartView }) {
  const lastChange = useAtomValue(lastCartChangeAtom);
  const errorText = useCartErrorText();
  if (!lastChange || lastChange.intent === 'add') return null;
  const lineIds = new Set(cart.merchants.flatMap((group) => group.lines.flatMap((line) => [line.id, line.offerId])));
  const aboutALine = lastChange.target !== null && lineIds.has(lastChange.target);
  const error = lastChange.errors.find((candidate) => !aboutALine && !(candidate.offerId && lineIds.has(candidate.offerId)));
  if (!error) return null;
  return (
    <p className="kori-cart-error" role="alert">
      {errorText(error)}
    </p>
  );
}

function ClearCartButton() {
  const intl = useIntl();
  const { submit, busy } = useCartChange('cart-clear');
  return (
    <Button variant="secondary" size="small" aria-disabled={busy || undefined} onClick={() => !busy && submit({ intent: 'clear' })}>
      {intl.formatMessage({ id: 'cart.clear' })}
    </Button>
  );
}

/** The cart view: the cheapest-mix box when it saves something, the lines by merchant, the totals and "Check out". */
export function CartContents({ cart, onCheckout }: { cart: CartView; onCheckout?: () => void }) {
  const intl = useIntl();
  const mix = cheapestMixWithSaving(cart);
  return (
    <div className="kori-cart-contents">
      <CartWideError cart={cart} />
      {mix && <CheapestMixBox mix={mix} />}
      {cart.merchants.map((group) => (
        <CartMerchantGroup key={group.merchantDetails.id} group={group} />
      ))}
      <dl className="kori-cart-sums kori-cart-sums--totals">
        <CartSum label={intl.formatMessage({ id: 'cart.totals.items' })}>
          <Money amount={cart.itemsTotal} />
        </CartSum>
        <CartSum label={intl.formatMessage({ id: 'cart.totals.delivery' })}>
          <Money amount={cart.deliveryTotal} />
        </CartSum>
        <CartSum label={intl.formatMessage({ id: 'cart.totals.total' })} className="kori-cart-sums__total">
          <Money amount={cart.total} />
        </CartSum>
      </dl>
      <div className="kori-cart-contents__actions">
        <ButtonLink href={CHECKOUT_PATH} variant="primary" fullWidth onClick={onCheckout}>
          {intl.formatMessage({ id: 'cart.checkout' })}
        </ButtonLink>
        <ClearCartButton />
      </div>
    </div>
  );
}
