import { useFormatMoney } from '@kori/ui';
import { useIntl } from 'react-intl';
import type { CartUserErrorView } from '../model/cart-types';

/** The shopper-facing text of a refused cart change, with the stock or the limit when the API gave it. */
export function useCartErrorText(): (error: Pick<CartUserErrorView, 'code' | 'available' | 'limit'>) => string {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (error) => {
    if (error.code === 'NOT_ENOUGH_STOCK' && typeof error.available === 'number') {
      return intl.formatMessage({ id: 'cart.error.notEnoughStockCount' }, { available: error.available });
    }
    if (error.code === 'MAXIMUM_CART_AMOUNT') {
      // Without the limit the text still names the rule; the amount is what the API says it is.
      const limit = error.limit ? formatMoney(error.limit) : '';
      return limit ? intl.formatMessage({ id: 'cart.error.MAXIMUM_CART_AMOUNT' }, { limit }) : intl.formatMessage({ id: 'cart.error.UNKNOWN' });
    }
    return intl.formatMessage({ id: `cart.error.${error.code}` });
  };
}
