import { useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import type { PageHandle } from '@kori/shell';
import { AccountPageShell } from './account-page-shell';
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
    <AccountPageShell heading={<FormattedMessage id="auth.myOrders.title" />} email={email} emptyMessageId="auth.myOrders.empty">
      <LogoutButton />
    </AccountPageShell>
  );
}
