import { useLocation } from '@remix-run/react';
import { Button } from '@kori/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CART_ACTION_PATH } from '../model/cart-form';
import { useCartChange } from './use-cart-change';
import { useCartErrorText } from './use-cart-error-text';
import { useHydrated } from './use-hydrated';

export interface AddToCartFormProps {
  offerId: string;
  /** The shop the offer is from: the button's accessible name says which offer it adds. */
  merchant: string;
}

/**
 * "Add to cart" for one offer. A plain form post to the cart action, so it works before and without
 * JavaScript (the server sends the shopper back to this page with the outcome); once hydrated the same
 * form posts through a fetcher, the badge counts the item at once and the outcome shows here.
 */
export function AddToCartForm({ offerId, merchant }: AddToCartFormProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const { fetcher, countAhead, busy, result } = useCartChange(`cart-add:${offerId}`);
  const errorText = useCartErrorText();
  const statusId = useId();
  const [error] = result?.errors ?? [];
  const added = result !== undefined && !error;

  return (
    <fetcher.Form method="post" action={CART_ACTION_PATH} className="kori-cart-add" onSubmit={() => countAhead(1)}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="offerId" value={offerId} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="returnTo" value={pathname + search} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      <Button
        type="submit"
        size="small"
        variant="primary"
        aria-label={intl.formatMessage({ id: 'cart.add.label' }, { merchant })}
        aria-describedby={statusId}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          // One add at a time per offer: a second click while the first is on its way does nothing.
          if (busy) event.preventDefault();
        }}
      >
        {intl.formatMessage({ id: busy ? 'cart.add.adding' : 'cart.add.button' })}
      </Button>
      {/* Always in the page (empty until there is news), so the row does not jump when a text arrives. */}
      <span id={statusId} role="status" className={error ? 'kori-cart-add__status kori-cart-add__status--error' : 'kori-cart-add__status'}>
        {error ? errorText(error) : added ? intl.formatMessage({ id: 'cart.outcome.added' }) : ''}
      </span>
    </fetcher.Form>
  );
}
