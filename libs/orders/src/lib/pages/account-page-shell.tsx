import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AccountPage } from '@kori/shell';

export interface AccountPageShellProps {
  heading: ReactNode;
  /** The signed-in shopper's e-mail, named under the heading. */
  email: string;
  /** Message key of the line that says what cannot be shown. */
  emptyMessageId: string;
  children?: ReactNode;
}

/** The frame of the signed-in account pages: heading, who is signed in, the empty-state line, then the page's own actions. */
export function AccountPageShell({ heading, email, emptyMessageId, children }: AccountPageShellProps) {
  return (
    <AccountPage heading={heading} className="kori-account-page">
      <p className="kori-account-page__signed-in">
        <FormattedMessage id="auth.myOrders.signedInAs" values={{ email: <strong>{email}</strong> }} />
      </p>
      <p className="kori-account-page__empty">
        <FormattedMessage id={emptyMessageId} />
      </p>
      {children}
    </AccountPage>
  );
}
