import { FormattedDate } from 'react-intl';
import { Money } from '@kori/ui';
import { Fact } from './fact';
import { InvoiceStatusName } from './order-format';
import type { InvoiceDetails } from './orders-data';

/** The invoice's facts as a description list: what to pay, by when, where and with which reference. */
export function InvoiceFacts({ invoice }: { invoice: InvoiceDetails }) {
  const row = (labelId: string, value: React.ReactNode) =>
    value === null || value === undefined || value === '' ? null : <Fact labelId={labelId}>{value}</Fact>;
  return (
    <dl className="kori-orders-facts kori-orders-invoice__facts">
      {row('orders.field.orderNumber', invoice.orderNumber)}
      {row('orders.invoice.status', <strong data-status={invoice.paymentStatus}><InvoiceStatusName status={invoice.paymentStatus} /></strong>)}
      {row(
        'orders.invoice.dueDate',
        <time dateTime={invoice.dueDate}>
          <FormattedDate value={`${invoice.dueDate}T12:00:00Z`} timeZone="UTC" day="numeric" month="long" year="numeric" />
        </time>,
      )}
      {row('orders.invoice.totalAmount', <Money amount={invoice.totalAmount} />)}
      {row('orders.invoice.balance', <Money amount={invoice.balance} />)}
      {row('orders.invoice.receiver', invoice.receiver)}
      {row('orders.invoice.bankAccount', invoice.bankAccount)}
      {row('orders.invoice.paymentReference', invoice.paymentReference)}
      {row('orders.invoice.purchaseId', invoice.purchaseId)}
    </dl>
  );
}
