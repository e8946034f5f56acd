/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithRouter } from '../test-support/render-with-router';
import { CartOutcomeNotice } from './cart-outcome-notice';

/** Renders the notice at `url` and gives back the text of the one element with `role`. */
async function noticeText(url: string, role: 'status' | 'alert'): Promise<string | null> {
  renderWithRouter(<CartOutcomeNotice />, { url });
  return (await screen.findByRole(role)).textContent;
}

describe('CartOutcomeNotice (a cart change posted without JavaScript)', () => {
  // A change that went through is confirmed politely; a refused one is an alert.
  it.each([
    ['/p?cart=added', 'Added to your cart.'],
    ['/p?cart=updated', 'Your cart was updated.'],
  ])('%s confirms the change as a status', async (url, text) => {
    expect(await noticeText(url, 'status')).toBe(text);
  });

  it.each([
    ['/p?cart=NOT_ENOUGH_STOCK&cartDetail=3', 'The shop has only 3 pieces in stock.'],
    ['/p?cart=NOT_ENOUGH_STOCK', 'The shop does not have that many in stock.'],
    ['/p?cart=MAXIMUM_CART_AMOUNT&cartDetail=5000.00+EUR', 'A cart can hold products worth at most €5,000.00.'],
    ['/p?cart=PRODUCT_NOT_AVAILABLE', 'This offer is no longer available.'],
    ['/p?cart=CART_NOT_FOUND', 'Your cart could not be found; it may have expired. Please add the products again.'],
  ])('%s alerts the refusal', async (url, text) => {
    expect(await noticeText(url, 'alert')).toBe(text);
  });

  it.each(['/p', '/p?cart=<script>', '/p?cart=toString'])('%s shows nothing', (url) => {
    renderWithRouter(<CartOutcomeNotice />, { url });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
