import { NavLink } from '@remix-run/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { routePaths } from './route-paths';

const ACCOUNT_SECTIONS = [
  { to: routePaths.myOrders(), messageId: 'shell.accountNav.orders' },
  { to: routePaths.myPriceAlerts(), messageId: 'shell.accountNav.priceAlerts' },
  { to: routePaths.inviteAFriend(), messageId: 'shell.accountNav.inviteAFriend' },
] as const;

/** The signed-in account's sections, on each of their pages; the current one is marked for screen readers. */
export function AccountNav() {
  const intl = useIntl();
  return (
    <nav className="kori-account-nav" aria-label={intl.formatMessage({ id: 'shell.accountNav.label' })}>
      <ul>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.to !== routePaths.myOrders()}>
              <FormattedMessage id={section.messageId} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
