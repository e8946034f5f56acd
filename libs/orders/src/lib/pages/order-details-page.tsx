import { Link, useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { routePaths, type PageHandle } from '@kori/shell';
import { NarrowPage } from '@kori/ui';
import { AccountPageShell } from './account-page-shell';
import { Fact } from './fact';
import { InvoiceFacts } from './invoice-facts';
import { OrderDate, PaymentMethodName } from './order-format';
import { OrderLinesTable, OrderTotals } from './order-lines';
import type { OrderDetailsData } from './orders-data';
import { ShipmentTimeline } from './shipment-timeline';
import { invoicePagePath } from './invoice-paths';

export const orderDetailsHandle: PageHandle = { pageMetadata: { pageType: 'orderDetails' } };

function BackToOrders() {
  return (
    <p>
      <Link to={routePaths.myOrders()}>
        <FormattedMessage id="auth.orderDetails.back" />
      </Link>
    </p>
  );
}

/** /my/orders/:orderId: the order merchant by merchant, its totals with VAT, its invoice and each shipment's timeline. */
export function OrderDetailsPage() {
  const { email, orderId, order, invoice, shipments } = useLoaderData<OrderDetailsData>();
  if (!order) {
    return (
      <AccountPageShell heading={<FormattedMessage id="auth.orderDetails.heading" values={{ orderId }} />} email={email} emptyMessageId="auth.orderDetails.notFound">
        <BackToOrders />
      </AccountPageShell>
    );
  }
  const merchantOf = (merchantId: string) => order.merchantDetails.find((merchant) => merchant.id === merchantId);
  return (
    <NarrowPage
      heading={<FormattedMessage id="orders.list.orderOf" values={{ date: <OrderDate iso={order.createdAt} region={order.region} /> }} />}
      className="kori-account-page kori-orders kori-orders-details"
    >
      <dl className="kori-orders-facts">
        <Fact labelId="orders.field.date">
          <OrderDate iso={order.createdAt} region={order.region} withTime />
        </Fact>
        <Fact labelId="orders.field.paymentMethod">
          <PaymentMethodName method={order.paymentMethod} />
        </Fact>
      </dl>

      {order.merchantCheckouts.map((part) => {
        const merchant = merchantOf(part.merchantId);
        const title = merchant?.title ?? part.merchantId;
        const trackers = order.shipmentTracking.filter((tracking) => tracking.merchantId === part.merchantId);
        return (
          <section key={part.merchantId} className="kori-orders-merchant" aria-labelledby={`merchant-${part.merchantId}`}>
            <h2 id={`merchant-${part.merchantId}`}>
              <FormattedMessage id="orders.details.merchantHeading" values={{ merchant: title }} />
            </h2>
            {trackers[0]?.reference ? (
              <p>
                <FormattedMessage id="orders.details.merchantReference" values={{ reference: trackers[0].reference }} />
              </p>
            ) : null}
            <OrderLinesTable part={part} merchantTitle={title} />
            {(merchant?.tos_url || merchant?.privacyPolicyUrl) && (
              <p className="kori-orders-merchant__links">
                {merchant.tos_url ? (
                  <a href={merchant.tos_url} rel="noopener noreferrer">
                    <FormattedMessage id="orders.details.merchantTerms" />
                  </a>
                ) : null}{' '}
                {merchant.privacyPolicyUrl ? (
                  <a href={merchant.privacyPolicyUrl} rel="noopener noreferrer">
                    <FormattedMessage id="orders.details.merchantPrivacy" />
                  </a>
                ) : null}
              </p>
            )}
            {trackers.length > 0 && (
              <>
                <h3>
                  <FormattedMessage id="orders.shipments.heading" />
                </h3>
                {trackers.map((tracking) => (
                  <ShipmentTimeline
                    key={tracking.trackerId}
                    tracking={tracking}
                    details={shipments.find((shipment) => shipment.trackerId === tracking.trackerId) ?? null}
                    region={order.region}
                  />
                ))}
              </>
            )}
          </section>
        );
      })}

      <section aria-labelledby="order-totals-heading">
        <h2 id="order-totals-heading">
          <FormattedMessage id="orders.totals.heading" />
        </h2>
        <OrderTotals order={order} />
      </section>

      {order.invoice && (
        <section aria-labelledby="order-invoice-heading" className="kori-orders-invoice">
          <h2 id="order-invoice-heading">
            <FormattedMessage id="orders.invoice.heading" />
          </h2>
          {invoice ? (
            <>
              <InvoiceFacts invoice={invoice} />
              <p>
                <Link to={invoicePagePath(order.id)}>
                  <FormattedMessage id="orders.invoice.printable" />
                </Link>
              </p>
            </>
          ) : (
            <p role="status">
              <FormattedMessage id="orders.invoice.unavailable" />
            </p>
          )}
        </section>
      )}
      <BackToOrders />
    </NarrowPage>
  );
}
