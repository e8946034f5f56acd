import { Money, useFormatMoney } from '@kori/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CartMerchantGroupView } from '../model/cart-types';
import { isZero, missingForFreeDelivery } from '../model/free-delivery';
import { CartLineRow } from './cart-line-row';
import { CartSum } from './cart-sum';

/** One merchant's part of the cart: its lines, subtotal, delivery estimate (and what free delivery lacks) and days. */
export function CartMerchantGroup({ group }: { group: CartMerchantGroupView }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const merchant = group.merchantDetails.title;
  const missing = missingForFreeDelivery(group);

  return (
    <section className="kori-cart-merchant" aria-labelledby={headingId}>
      <h3 id={headingId} className="kori-cart-merchant__title">
        {merchant}
      </h3>
      <ul className="kori-cart-merchant__lines" aria-label={intl.formatMessage({ id: 'cart.merchant.lines' }, { merchant })}>
        {group.lines.map((line) => (
          <CartLineRow key={line.id} line={line} />
        ))}
      </ul>
      <dl className="kori-cart-sums">
        <CartSum label={intl.formatMessage({ id: 'cart.merchant.subtotal' })}>
          <Money amount={group.subtotal} />
        </CartSum>
        <CartSum label={intl.formatMessage({ id: 'cart.merchant.delivery' })}>
          {isZero(group.deliveryCost) ? intl.formatMessage({ id: 'cart.merchant.freeDelivery' }) : <Money amount={group.deliveryCost} />}
        </CartSum>
      </dl>
      <p className="kori-cart-merchant__note">
        {intl.formatMessage({ id: 'cart.merchant.deliveryDays' }, { days: group.deliveryDays })}
        {missing && (
          <>
            <br />
            {intl.formatMessage({ id: 'cart.merchant.missingForFree' }, { amount: formatMoney(missing), merchant })}
          </>
        )}
      </p>
    </section>
  );
}
