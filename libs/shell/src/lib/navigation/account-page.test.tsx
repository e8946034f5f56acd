import { screen } from '@testing-library/react';
import { renderInDataRouter } from '../../testing/render-in-data-router';
import { AccountPage } from './account-page';

describe('AccountPage', () => {
  it('puts the heading first, then the account sections, then the page', async () => {
    const page = (
      <AccountPage heading="My things" className="kori-things">
        <p>The things</p>
      </AccountPage>
    );
    renderInDataRouter([{ path: '*', element: page }], { url: '/my/orders' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'My things' });
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    const body = screen.getByText('The things');
    expect(heading.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(nav.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.parentElement).toHaveClass('kori-things');
  });
});
