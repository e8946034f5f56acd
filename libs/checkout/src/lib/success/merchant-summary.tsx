import { FormattedMessage } from 'react-intl';
import { Money } from '@kori/ui';
import { CostTotals, orderTotalsRows } from '../totals/cost-totals';
import type { CompletedCheckoutView } from './success-data';

type Summary = CompletedCheckoutView['merchantSummaries'][number];

/** One merchant's part of the order: its status, delivery, products and totals. A failed part is not charged. */
export function MerchantSummary({ summary, productNames }: { summary: Summary; productNames: Record<string, string> }) {
  const { merchantDetails: merchant, merchantStatus: status, merchantTotalCosts: totals } = summary;
  const failed = status === 'PERFORM_FAILED' || status === 'FAILED';
  return (
    <section aria-label={merchant.title} className={failed ? 'kori-checkout-receipt__merchant kori-checkout-receipt__merchant--failed' : 'kori-checkout-receipt__merchant'}>
      <h3>{merchant.title}</h3>
      <p role={failed ? 'alert' : undefined}>
        <FormattedMessage id={`checkout.merchantStatus.${status}`} values={{ merchant: merchant.title }} />
      </p>
      <ul>
        {summary.resultProducts.map((product) => (
          <li key={product.offerId}>
            {productNames[product.offerId] ?? <FormattedMessage id="checkout.success.product" />} × {product.count} –{' '}
            <Money amount={product.priceWithBenefit ?? product.price} />
            {product.benefitAmount && (
              <>
                {' '}
                (<FormattedMessage id="checkout.success.benefit" />: <Money amount={product.benefitAmount} />)
              </>
            )}
          </li>
        ))}
      </ul>
      {summary.deliveryOption && (
        <p>
          <FormattedMessage id={`checkout.deliveryType.${summary.deliveryOption.type}`} /> – <Money amount={summary.deliveryOption.cost} />
          {summary.deliveryOption.merchantDescription && <> · {summary.deliveryOption.merchantDescription}</>}
        </p>
      )}
      {summary.deliveryDescription && <p>{summary.deliveryDescription}</p>}
      {summary.releasedAmount && (
        <p className="kori-checkout-receipt__released">
          <FormattedMessage id="checkout.success.released" values={{ amount: <Money amount={summary.releasedAmount} /> }} />
        </p>
      )}
      {!failed && <CostTotals rows={orderTotalsRows(totals, false)} />}
    </section>
  );
}
