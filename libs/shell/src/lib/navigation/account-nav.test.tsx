import { screen } from '@testing-library/react';
import { renderInDataRouter } from '../../testing/render-in-data-router';
import { AccountNav } from './account-nav';

describe('AccountNav', () => {
  it('links every account section and marks the current page', async () => {
    renderInDataRouter([{ path: '*', element: <AccountNav /> }], { url: '/my/price-alerts' });
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/my/orders');
    expect(screen.getByRole('link', { name: 'Invite a friend' })).toHaveAttribute('href', '/invite-a-friend');
    expect(screen.getByRole('link', { name: 'Price alerts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });
});
