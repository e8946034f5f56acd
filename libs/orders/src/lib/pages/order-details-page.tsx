import { useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { routePaths, type PageHandle } from '@kori/shell';
import { Container, Stack } from '@kori/ui';
import type { OrderDetailsData } from './orders-data';

export const orderDetailsHandle: PageHandle = { pageMetadata: { pageType: 'orderDetails' } };

/** /my/orders/:orderId for a signed-in shopper: no order can be shown yet, and the page says so. */
export function OrderDetailsPage() {
  const { email, orderId } = useLoaderData<OrderDetailsData>();
  return (
    <Container narrow>
      <Stack gap={4} className="kori-account-page">
        <h1>
          <FormattedMessage id="auth.orderDetails.heading" values={{ orderId }} />
        </h1>
        <p className="kori-account-page__signed-in">
          <FormattedMessage id="auth.myOrders.signedInAs" values={{ email: <strong>{email}</strong> }} />
        </p>
        <p className="kori-account-page__empty">
          <FormattedMessage id="auth.orderDetails.notFound" />
        </p>
        <p>
          <a href={routePaths.myOrders()}>
            <FormattedMessage id="auth.orderDetails.back" />
          </a>
        </p>
      </Stack>
    </Container>
  );
}
