import { Link, useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PageHandle } from '@kori/shell';
import { Button } from '@kori/ui';
import { InvoiceFacts } from './invoice-facts';
import { OrderDate } from './order-format';
import { OrderLinesTable, OrderTotals } from './order-lines';
import type { InvoicePageData } from './orders-data';
import { routePaths } from '@kori/shell';

export const invoicePageHandle: PageHandle = { pageMetadata: { pageType: 'orderInvoice' } };

/** Prints the page; shown once scripts run (without them the browser's own print does the same). */
function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Button type="button" onClick={() => window.print()}>
      <FormattedMessage id="orders.invoice.print" />
    </Button>
  );
}

/** /my/orders/:orderId/invoice: the invoice as a printable page (its print stylesheet leaves out everything else). */
export function InvoicePage() {
  const { order, invoice } = useLoaderData<InvoicePageData>();
  const merchantOf = (merchantId: string) => order.merchantDetails.find((merchant) => merchant.id === merchantId)?.title ?? merchantId;
  return (
    <article className="kori-invoice" aria-labelledby="invoice-heading">
      <div className="kori-invoice__actions">
        <Link to={routePaths.orderDetails(order.id)}>
          <FormattedMessage id="orders.invoice.backToOrder" />
        </Link>
        <PrintButton />
      </div>
      <h1 id="invoice-heading">
        <FormattedMessage id="orders.invoice.title" values={{ orderNumber: invoice.orderNumber }} />
      </h1>
      <p>
        <FormattedMessage id="orders.invoice.orderDate" />: <OrderDate iso={order.createdAt} region={order.region} />
      </p>
      <InvoiceFacts invoice={invoice} />
      {order.merchantCheckouts.map((part) => (
        <OrderLinesTable key={part.merchantId} part={part} merchantTitle={merchantOf(part.merchantId)} />
      ))}
      <OrderTotals order={order} />
    </article>
  );
}
