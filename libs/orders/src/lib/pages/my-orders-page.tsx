import { useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import type { PageHandle } from '@kori/shell';
import { Container, Stack } from '@kori/ui';
import { LogoutButton } from './logout-button';
import type { MyOrdersData } from './orders-data';

export const myOrdersHandle: PageHandle = { pageMetadata: { pageType: 'myOrders' } };

/**
 * /my/orders for a signed-in shopper. Order history arrives with the orders feature; until then the
 * page says who is signed in and that there are no orders to show, and offers signing out.
 */
export function MyOrdersPage() {
  const { email } = useLoaderData<MyOrdersData>();
  return (
    <Container narrow>
      <Stack gap={4} className="kori-account-page">
        <h1>
          <FormattedMessage id="auth.myOrders.title" />
        </h1>
        <p className="kori-account-page__signed-in">
          <FormattedMessage id="auth.myOrders.signedInAs" values={{ email: <strong>{email}</strong> }} />
        </p>
        <p className="kori-account-page__empty">
          <FormattedMessage id="auth.myOrders.empty" />
        </p>
        <LogoutButton />
      </Stack>
    </Container>
  );
}
