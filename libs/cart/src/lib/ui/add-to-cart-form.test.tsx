/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onCommerceEvent, type CommerceEvent } from '@kori/shell';
import type { CartActionData } from '../model/cart-form';
import { cartAtom, cartItemCountAtom } from '../state/cart-atoms';
import { cartFixture, cartLineFixture, merchantGroupFixture } from '../test-support/cart-fixture';
import { renderWithRouter } from '../test-support/render-with-router';
import { AddToCartForm } from './add-to-cart-form';
import { CartButton } from './cart-button';

const PRODUCT_PAGE = '/phones/lumo-x/product-1?days=30';
const added = (itemCount = 1): CartActionData => ({
  intent: 'add',
  target: 'offer-1',
  cart: cartFixture({ itemCount, merchants: [merchantGroupFixture({ lines: [cartLineFixture({ quantity: itemCount })] })] }),
  errors: [],
});

describe('AddToCartForm', () => {
  it('with JavaScript posts through a fetcher: the badge counts the item at once, the answer then stands', async () => {
    const user = userEvent.setup();
    const view = renderWithRouter(
      <>
        <CartButton />
        <AddToCartForm offerId="offer-1" merchant="Gigashop" />
      </>,
      { url: PRODUCT_PAGE, answers: [added(1)] },
    );
    view.hold();
    await user.click(await screen.findByRole('button', { name: 'Add to cart from Gigashop' }));
    // Optimistic: counted before the server answered.
    await waitFor(() => expect(view.store.get(cartItemCountAtom)).toBe(1));
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(view.posts).toEqual([{ fields: { intent: 'add', offerId: 'offer-1', quantity: '1', returnTo: PRODUCT_PAGE, js: '1' } }]);
    expect(screen.getByRole('button', { name: 'Add to cart from Gigashop' })).toHaveTextContent('Adding…');

    act(() => view.release());
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    expect(view.store.get(cartAtom)?.itemCount).toBe(1);
    // The item is counted once: the cart's own count replaced the one counted ahead.
    expect(view.store.get(cartItemCountAtom)).toBe(1);
    expect(view.router.state.location.pathname).toBe('/phones/lumo-x/product-1');
  });

  it('reports addToCart through the shell with the line the cart answered, once the cart holds it', async () => {
    const events: CommerceEvent[] = [];
    const user = userEvent.setup();
    const view = renderWithRouter(<AddToCartForm offerId="offer-1" merchant="Gigashop" />, { answers: [added(1)] });
    // Listeners (the native host bridge) read the cart when the event comes: it must already be the new one.
    const cartsSeen: Array<number | undefined> = [];
    const stop = onCommerceEvent((event) => {
      events.push(event);
      cartsSeen.push(view.store.get(cartAtom)?.itemCount);
    });
    await user.click(await screen.findByRole('button', { name: 'Add to cart from Gigashop' }));
    await screen.findByText('Added to your cart.');
    stop();
    expect(events).toEqual([
      {
        type: 'addToCart',
        input: {
          items: [{ id: 'product-1', offerId: 'offer-1', name: 'Lumo X', brand: 'Lumo', merchant: 'Gigashop', price: { price: '100.00', currency: 'EUR' }, quantity: 1 }],
        },
      },
    ]);
    expect(cartsSeen).toEqual([1]);
  });

  it('says a refusal at the button and gives back the item it counted ahead', async () => {
    const user = userEvent.setup();
    const refused: CartActionData = {
      intent: 'add',
      target: 'offer-1',
      cart: null,
      errors: [{ code: 'NOT_ENOUGH_STOCK', offerId: 'offer-1', available: 0, limit: null }],
    };
    const view = renderWithRouter(<AddToCartForm offerId="offer-1" merchant="Gigashop" />, { answers: [refused] });
    await user.click(await screen.findByRole('button', { name: 'Add to cart from Gigashop' }));
    expect(await screen.findByText('The shop has only none in stock.')).toBeInTheDocument();
    expect(view.store.get(cartItemCountAtom)).toBe(0);
  });

  it('says UNKNOWN when the post cannot reach the server, and the page stays', async () => {
    const user = userEvent.setup();
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithRouter(<AddToCartForm offerId="offer-1" merchant="Gigashop" />, { answers: [new TypeError('Failed to fetch')] });
    await user.click(await screen.findByRole('button', { name: 'Add to cart from Gigashop' }));
    expect(await screen.findByText('Something went wrong with your cart. Please try again.')).toBeInTheDocument();
    spy.mockRestore();
  });
});
