import { render, screen } from '@testing-library/react';
import { UiTestProvider } from '../../testing';
import { TableHead } from './table-head';

describe('TableHead', () => {
  it('renders one column header per entry, with its class and a screen-reader-only label where asked', () => {
    render(
      <UiTestProvider>
        <table>
          <TableHead
            columns={[
              { messageId: 'catalog.offers.column.merchant' },
              { messageId: 'catalog.offers.column.price', className: 'kori-catalog-num' },
              { messageId: 'catalog.offers.column.action', visuallyHidden: true },
            ]}
          />
        </table>
      </UiTestProvider>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[1]).toHaveClass('kori-catalog-num');
    expect(headers[2]?.firstElementChild).toHaveClass('kori-visually-hidden');
    expect(headers[0]?.textContent).not.toBe('');
  });
});
