import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { Money, type MoneyAmount } from '@kori/ui';

/** One line of a cost list: the label's message id (and its values), the amount, and whether it is the sum to pay. */
export interface CostRow {
  label: string;
  values?: Record<string, string | number>;
  amount: MoneyAmount;
  emphasis?: boolean;
}

/** Items, delivery and what the shopper owes, as the review and each merchant's receipt list them. */
export function orderTotalsRows(totals: { itemsTotal: MoneyAmount; deliveryCost: MoneyAmount; owedByCustomer: MoneyAmount }, emphasiseOwed: boolean): CostRow[] {
  return [
    { label: 'checkout.totals.itemsTotal', amount: totals.itemsTotal },
    { label: 'checkout.totals.deliveryCost', amount: totals.deliveryCost },
    { label: 'checkout.totals.owedByCustomer', amount: totals.owedByCustomer, emphasis: emphasiseOwed },
  ];
}

/** A list of costs (label, amount), the sum to pay in bold: one markup for the review and the receipt. */
export function CostTotals({ rows, className }: { rows: readonly CostRow[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <Fragment key={row.label}>
          <dt>
            <FormattedMessage id={row.label} values={row.values} />
          </dt>
          <dd>
            {row.emphasis ? (
              <strong>
                <Money amount={row.amount} />
              </strong>
            ) : (
              <Money amount={row.amount} />
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
