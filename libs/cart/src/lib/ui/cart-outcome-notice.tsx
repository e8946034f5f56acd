import { useSearchParams } from '@remix-run/react';
import { useIntl } from 'react-intl';
import { CART_OUTCOME_DETAIL_PARAM, CART_OUTCOME_PARAM } from '../model/cart-form';
import type { CartUserErrorCode } from '../model/cart-types';
import { useCartErrorText } from './use-cart-error-text';

const ERROR_CODES: readonly CartUserErrorCode[] = [
  'ADD_TO_CART_FAILED',
  'NOT_ENOUGH_STOCK',
  'PRODUCT_NOT_AVAILABLE',
  'UNKNOWN',
  'MAXIMUM_CART_AMOUNT',
  'CONCURRENT_CHECKOUT',
  'CART_NOT_FOUND',
];

const isErrorCode = (value: string | null): value is CartUserErrorCode => ERROR_CODES.includes(value as CartUserErrorCode);

/** `12.90 EUR` (as the cart action writes the limit) back into an amount; null for anything else. */
function limitOf(detail: string | null): { price: string; currency: 'EUR' | 'SEK' } | null {
  const match = /^(\d{1,9}\.\d{2}) (EUR|SEK)$/.exec(detail ?? '');
  return match ? { price: match[1] ?? '', currency: match[2] === 'SEK' ? 'SEK' : 'EUR' } : null;
}

/**
 * The outcome of a cart change posted without JavaScript: the cart action sends the shopper back with
 * `?cart=added|updated|<code>`, and this says it at the top of the page. Only known values are shown.
 */
export function CartOutcomeNotice() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const errorText = useCartErrorText();
  const outcome = params.get(CART_OUTCOME_PARAM);
  const detail = params.get(CART_OUTCOME_DETAIL_PARAM);
  let text: string | null = null;
  if (outcome === 'added' || outcome === 'updated') text = intl.formatMessage({ id: `cart.outcome.${outcome}` });
  else if (isErrorCode(outcome)) {
    const available = outcome === 'NOT_ENOUGH_STOCK' && detail && /^\d{1,4}$/.test(detail) ? Number(detail) : null;
    text = errorText({ code: outcome, available, limit: outcome === 'MAXIMUM_CART_AMOUNT' ? limitOf(detail) : null });
  }
  if (!text) return null;
  const isError = isErrorCode(outcome);
  return (
    <p className={isError ? 'kori-cart-outcome kori-cart-outcome--error' : 'kori-cart-outcome'} role={isError ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
