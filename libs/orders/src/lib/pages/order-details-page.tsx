import { useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { routePaths, type PageHandle } from '@kori/shell';
import { AccountPageShell } from './account-page-shell';
import type { OrderDetailsData } from './orders-data';

export const orderDetailsHandle: PageHandle = { pageMetadata: { pageType: 'orderDetails' } };

/** /my/orders/:orderId for a signed-in shopper: no order can be shown yet, and the page says so. */
export function OrderDetailsPage() {
  const { email, orderId } = useLoaderData<OrderDetailsData>();
  return (
    <AccountPageShell
      heading={<FormattedMessage id="auth.orderDetails.heading" values={{ orderId }} />}
      email={email}
      emptyMessageId="auth.orderDetails.notFound"
    >
      <p>
        <a href={routePaths.myOrders()}>
          <FormattedMessage id="auth.orderDetails.back" />
        </a>
      </p>
    </AccountPageShell>
  );
}
