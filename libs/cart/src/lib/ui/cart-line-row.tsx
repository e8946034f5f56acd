import { Link } from '@remix-run/react';
import { useAtomValue } from 'jotai';
import { Money, ProductImage, useFormatMoney } from '@kori/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { MAX_LINE_QUANTITY } from '../model/cart-form';
import type { CartLineView } from '../model/cart-types';
import { lastCartChangeAtom } from '../state/cart-atoms';
import { useCartChange } from './use-cart-change';
import { useCartErrorText } from './use-cart-error-text';

/**
 * One line: image, name (to the product page), a quantity stepper, unit price, line total and remove. The
 * stepper shows the quantity asked for at once (optimistic), and a refused change's text at the line.
 */
export function CartLineRow({ line }: { line: CartLineView }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const errorText = useCartErrorText();
  const { submit, busy, fetcher } = useCartChange(`cart-line:${line.id}`);
  const lastChange = useAtomValue(lastCartChangeAtom);
  const errorId = useId();
  const quantityId = useId();
  const rowRef = useRef<HTMLLIElement>(null);

  // A removed line takes its focused button with it: focus goes to the dialog, not to the page behind it.
  useLayoutEffect(() => {
    const row = rowRef.current;
    return () => {
      if (!row || !row.contains(document.activeElement)) return;
      const dialog = row.closest<HTMLElement>('[role="dialog"]');
      queueMicrotask(() => dialog?.isConnected && dialog.focus());
    };
  }, []);

  const asked = fetcher.formData?.get('intent') === 'set-quantity' ? Number(fetcher.formData.get('quantity')) : null;
  const removing = fetcher.formData?.get('intent') === 'remove' || asked === 0;
  const quantity = asked ?? line.quantity;
  const error = lastChange?.errors.find((candidate) => lastChange.target === line.id || candidate.offerId === line.offerId);
  const product = line.name;

  const setQuantity = (next: number) => submit({ intent: 'set-quantity', lineId: line.id, quantity: String(next) });

  return (
    <li ref={rowRef} className="kori-cart-line" aria-busy={busy || undefined} data-removing={removing || undefined}>
      {/* Decorative: the name next to it says what the product is. */}
      {line.imageUrl ? <ProductImage src={line.imageUrl} alt="" className="kori-cart-line__image" /> : <div className="kori-cart-line__image" />}
      <div className="kori-cart-line__body">
        <Link to={line.productPath} className="kori-cart-line__name">
          {product}
        </Link>
        <span className="kori-cart-line__unit">{intl.formatMessage({ id: 'cart.line.unitPrice' }, { price: formatMoney(line.unitPrice) })}</span>
        <div className="kori-cart-line__controls">
          <div className="kori-cart-stepper" role="group" aria-labelledby={quantityId} aria-describedby={error ? errorId : undefined}>
            <span id={quantityId} className="kori-visually-hidden">
              {intl.formatMessage({ id: 'cart.line.quantity' }, { product })}
            </span>
            <button
              type="button"
              className="kori-cart-stepper__button"
              aria-label={intl.formatMessage({ id: 'cart.line.decrease' }, { product })}
              disabled={busy || quantity <= 1}
              onClick={() => setQuantity(quantity - 1)}
            >
              −
            </button>
            <output className="kori-cart-stepper__value" aria-live="polite">
              {quantity}
            </output>
            <button
              type="button"
              className="kori-cart-stepper__button"
              aria-label={intl.formatMessage({ id: 'cart.line.increase' }, { product })}
              disabled={busy || quantity >= MAX_LINE_QUANTITY}
              onClick={() => setQuantity(quantity + 1)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="kori-cart-line__remove"
            aria-label={intl.formatMessage({ id: 'cart.line.removeLabel' }, { product })}
            disabled={busy}
            onClick={() => submit({ intent: 'remove', lineId: line.id })}
          >
            {intl.formatMessage({ id: 'cart.line.remove' })}
          </button>
        </div>
        {error && (
          <p id={errorId} className="kori-cart-line__error" role="alert">
            {errorText(error)}
          </p>
        )}
      </div>
      <Money amount={line.lineTotal} className="kori-cart-line__total" />
    </li>
  );
}
