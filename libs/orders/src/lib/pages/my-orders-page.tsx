import { Link, useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import type { PageHandle } from '@kori/shell';
import { AccountPage, routePaths } from '@kori/shell';
import { Money, Pagination } from '@kori/ui';
import { Fact } from './fact';
import { LogoutButton } from './logout-button';
import { MilestoneName, OrderDate, PaymentMethodName } from './order-format';
import type { MyOrdersData, OrderSummary } from './orders-data';

export const myOrdersHandle: PageHandle = { pageMetadata: { pageType: 'myOrders' } };

/** `/my/orders?page=N`; page 1 has no parameter. */
export function myOrdersPageHref(page: number): string {
  return page <= 1 ? routePaths.myOrders() : `${routePaths.myOrders()}?page=${page}`;
}

function OrderCard({ order }: { order: OrderSummary }) {
  const merchants = order.merchantDetails.map((merchant) => merchant.title).join(', ');
  return (
    <article className="kori-orders-card" aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`} className="kori-orders-card__title">
        <Link to={routePaths.orderDetails(order.id)}>
          <FormattedMessage id="orders.list.orderOf" values={{ date: <OrderDate iso={order.createdAt} region={order.region} /> }} />
        </Link>
      </h2>
      <dl className="kori-orders-facts">
        <Fact labelId="orders.field.merchants">{merchants}</Fact>
        <Fact labelId="orders.field.total">
          <Money amount={{ price: order.owedByCustomerAmount, currency: order.owedByCustomerCurrency }} />
        </Fact>
        <Fact labelId="orders.field.paymentMethod">
          <PaymentMethodName method={order.paymentMethod} />
        </Fact>
        {order.shipmentTracking.length > 0 && (
          <Fact labelId="orders.field.shipments">
            <ul className="kori-orders-card__shipments">
              {order.shipmentTracking.map((tracking) => (
                <li key={tracking.trackerId} data-milestone={tracking.milestone}>
                  <FormattedMessage id="orders.shipment.state" values={{ merchant: tracking.merchantName, milestone: <MilestoneName milestone={tracking.milestone} /> }} />
                </li>
              ))}
            </ul>
          </Fact>
        )}
      </dl>
    </article>
  );
}

/** /my/orders: the signed-in shopper's orders, newest first, a page at a time (plain links, so paging works without scripts). */
export function MyOrdersPage() {
  const { email, orders, page, perPage, totalCount } = useLoaderData<MyOrdersData>();
  const totalPages = Math.max(1, Math.ceil(totalCount / perPage));
  return (
    <AccountPage heading={<FormattedMessage id="auth.myOrders.title" />} className="kori-account-page kori-orders">
      <p className="kori-account-page__signed-in">
        <FormattedMessage id="auth.myOrders.signedInAs" values={{ email: <strong>{email}</strong> }} />
      </p>
      {totalCount === 0 ? (
        <p className="kori-account-page__empty">
          <FormattedMessage id="auth.myOrders.empty" />
        </p>
      ) : (
        <section aria-labelledby="orders-list-heading">
          <p id="orders-list-heading" className="kori-orders__count">
            <FormattedMessage id="orders.list.count" values={{ count: totalCount }} />
          </p>
          {orders.length === 0 ? (
            <p>
              <FormattedMessage id="orders.list.pageEmpty" /> <Link to={myOrdersPageHref(1)}><FormattedMessage id="orders.list.firstPage" /></Link>
            </p>
          ) : (
            <ol className="kori-orders__list" aria-labelledby="orders-list-heading">
              {orders.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ol>
          )}
          <Pagination page={page} totalPages={totalPages} hrefFor={myOrdersPageHref} />
        </section>
      )}
      <LogoutButton />
    </AccountPage>
  );
}
