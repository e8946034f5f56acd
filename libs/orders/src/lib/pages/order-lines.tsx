import { FormattedMessage, useIntl } from 'react-intl';
import { vatPercentForRegion } from '@kori/region';
import { Money, TableHead, type TableColumn } from '@kori/ui';
import type { OrderDetails } from './orders-data';

type MerchantCheckout = OrderDetails['merchantCheckouts'][number];

const LINE_COLUMNS: readonly TableColumn[] = [
  { messageId: 'orders.details.product' },
  { messageId: 'orders.details.quantity' },
  { messageId: 'orders.details.unitPrice' },
  { messageId: 'orders.details.lineTotal' },
];

/** A merchant's lines as a table: product, quantity, unit price, line total. */
export function OrderLinesTable({ part, merchantTitle }: { part: MerchantCheckout; merchantTitle: string }) {
  return (
    <table className="kori-orders-lines">
      <caption>
        <FormattedMessage id="orders.details.linesCaption" values={{ merchant: merchantTitle }} />
      </caption>
      <TableHead columns={LINE_COLUMNS} />
      <tbody>
        {part.lineItems.map((line) => (
          <tr key={line.id}>
            <th scope="row">{line.title}</th>
            <td>{line.count}</td>
            <td>
              <Money amount={{ price: line.costValue, currency: line.costCurrency }} />
            </td>
            <td>
              <Money amount={{ price: (Math.round(Number(line.costValue) * 100 * line.count) / 100).toFixed(2), currency: line.costCurrency }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The order's totals with the VAT line of its region. */
export function OrderTotals({ order }: { order: OrderDetails }) {
  const intl = useIntl();
  const row = (labelId: string, price: string, currency: string, className?: string) => (
    <>
      <dt className={className}>
        <FormattedMessage id={labelId} />
      </dt>
      <dd className={className}>
        <Money amount={{ price, currency }} />
      </dd>
    </>
  );
  return (
    <dl className="kori-orders-facts kori-orders-totals">
      {row('orders.totals.items', order.itemsTotalAmount, order.itemsTotalCurrency)}
      {row('orders.totals.delivery', order.deliveryCostAmount, order.deliveryCostCurrency)}
      {Number(order.discountAmount) !== 0 && row('orders.totals.discount', `-${order.discountAmount}`, order.discountCurrency)}
      {row('orders.totals.owed', order.owedByCustomerAmount, order.owedByCustomerCurrency, 'kori-orders-totals__owed')}
      <dt>
        <FormattedMessage id="orders.totals.tax" values={{ rate: intl.formatNumber(vatPercentForRegion(order.region), { maximumFractionDigits: 1 }) }} />
      </dt>
      <dd>
        <Money amount={order.tax} />
      </dd>
    </dl>
  );
}
