/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithRouter } from '../test-support/render-with-router';
import { CartOutcomeNotice } from './cart-outcome-notice';

describe('CartOutcomeNotice (a cart change posted without JavaScript)', () => {
  it.each([
    ['/p?cart=added', 'status', 'Added to your cart.'],
    ['/p?cart=updated', 'status', 'Your cart was updated.'],
    ['/p?cart=NOT_ENOUGH_STOCK&cartDetail=3', 'alert', 'The shop has only 3 pieces in stock.'],
    ['/p?cart=NOT_ENOUGH_STOCK', 'alert', 'The shop does not have that many in stock.'],
    ['/p?cart=MAXIMUM_CART_AMOUNT&cartDetail=5000.00+EUR', 'alert', 'A cart can hold products worth at most €5,000.00.'],
    ['/p?cart=PRODUCT_NOT_AVAILABLE', 'alert', 'This offer is no longer available.'],
    ['/p?cart=CART_NOT_FOUND', 'alert', 'Your cart could not be found; it may have expired. Please add the products again.'],
  ])('%s says it', async (url, role, text) => {
    renderWithRouter(<CartOutcomeNotice />, { url });
    expect(await screen.findByRole(role)).toHaveTextContent(text);
  });

  it.each(['/p', '/p?cart=<script>', '/p?cart=toString'])('%s shows nothing', (url) => {
    renderWithRouter(<CartOutcomeNotice />, { url });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
