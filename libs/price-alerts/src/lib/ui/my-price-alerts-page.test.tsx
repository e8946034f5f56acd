/**
 * @jest-environment jsdom
 */
import { renderInDataRouter } from '@kori/shell/testing';
import { screen, within } from '@testing-library/react';
import { myPriceAlertsDataFixture } from '../../testing';
import { MyPriceAlertsView } from './my-price-alerts-page';

const renderView = (data = myPriceAlertsDataFixture(), search = '') =>
  renderInDataRouter([{ path: '/my/price-alerts', element: <MyPriceAlertsView data={data} search={search} /> }], { url: '/my/price-alerts' });

describe('MyPriceAlertsView', () => {
  it('lists each alert with its target price and a delete button that names the product', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'My price alerts' })).toBeInTheDocument();
    const item = screen.getByText('Lumo TV 55').closest('li') as HTMLElement;
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeInTheDocument();
    expect(within(item).getByText('Lumo TV 55')).toBeInTheDocument();
    const button = within(item).getByRole('button', { name: 'Delete the price alert for Lumo TV 55' });
    expect(button.closest('form')).toHaveAttribute('action', '/price-alerts');
    expect(item.querySelector('input[name="alertId"]')).toHaveValue('00000000-0000-4000-8000-000000000001');
  });

  it('says when there are none, when the list failed, and the outcome of a deletion', () => {
    const { unmount } = renderView(myPriceAlertsDataFixture({ alerts: [] }), '?price-alert=deleted');
    expect(screen.getByText('You have no price alerts.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The price alert was deleted.');
    unmount();
    renderView(myPriceAlertsDataFixture({ alerts: [], loaded: false }));
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
