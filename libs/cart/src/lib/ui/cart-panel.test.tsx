/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { onCommerceEvent, type CommerceEvent } from '@kori/shell';
import type { CartActionData } from '../model/cart-form';
import { cartPanelAtom, openCartPanelAtom } from '../panel/cart-panel-atoms';
import { cartAtom, cartIdAtom, cartLoadFailedAtom, lastCartChangeAtom } from '../state/cart-atoms';
import {
  cartFixture,
  cartLineFixture,
  cartWithCheaperMixFixture,
  emptyCartFixture,
  eur,
  merchantGroupFixture,
  TEST_CART_ID,
} from '../test-support/cart-fixture';
import { renderWithRouter, type RenderCartOptions } from '../test-support/render-with-router';
import type { CartView } from '../model/cart-types';
import { CartButton } from './cart-button';
import { CartPanel } from './cart-panel';

function renderPanel(cart: CartView | null, options: RenderCartOptions = {}) {
  const view = renderWithRouter(
    <>
      <CartButton />
      <CartPanel />
    </>,
    options,
  );
  act(() => {
    view.store.set(cartIdAtom, cart ? cart.id : null);
    view.store.set(cartAtom, cart);
  });
  return view;
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Cart/ }));
  return screen.findByRole('dialog', { name: 'Your cart' });
}

const answer = (cart: CartView, intent: CartActionData['intent'], target: string | null = null): CartActionData => ({ intent, target, cart, errors: [] });

describe('CartPanel', () => {
  it('groups the lines by merchant, with each subtotal, delivery, delivery days and the totals', async () => {
    const user = userEvent.setup();
    renderPanel(cartFixture());
    const dialog = await openPanel(user);

    const gigashop = within(dialog).getByRole('region', { name: 'Gigashop' });
    expect(within(gigashop).getByRole('list', { name: 'Products from Gigashop' })).toBeInTheDocument();
    expect(within(gigashop).getByRole('link', { name: 'Lumo X' })).toHaveAttribute('href', '/phones/lumo-x/product-1');
    expect(within(gigashop).getByText('Subtotal').nextSibling).toHaveTextContent('100.00');
    expect(within(gigashop).getByText('Delivery').nextSibling).toHaveTextContent('4.90');
    expect(within(gigashop).getByText(/Delivered in about 2 working days/)).toBeInTheDocument();
    expect(within(gigashop).getByText(/Add €50\.00 more from Gigashop for free delivery\./)).toBeInTheDocument();

    const verkko = within(dialog).getByRole('region', { name: 'Verkko' });
    expect(within(verkko).getByRole('link', { name: 'USB-C cable' })).toBeInTheDocument();
    expect(within(verkko).getByText('Delivery').nextSibling).toHaveTextContent('Free');
    expect(within(verkko).queryByText(/for free delivery/)).not.toBeInTheDocument();
    expect(within(verkko).getByRole('group', { name: 'Quantity of USB-C cable' })).toHaveTextContent('2');

    expect(within(dialog).getByText('Products').nextSibling).toHaveTextContent('120.00');
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('124.90');
    expect(within(dialog).getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout/shipping');
  });

  it('says the cart is empty, with no cart and with a cart without lines', async () => {
    const user = userEvent.setup();
    const view = renderPanel(null);
    expect(await openPanel(user)).toHaveTextContent('Your cart is empty.');
    act(() => view.store.set(cartAtom, emptyCartFixture()));
    expect(screen.getByRole('dialog')).toHaveTextContent('Your cart is empty.');
    expect(screen.queryByRole('link', { name: 'Check out' })).not.toBeInTheDocument();
  });

  it('shows loading while the cart of the cookie is on its way, and says so when it failed', async () => {
    const user = userEvent.setup();
    const view = renderPanel(null);
    act(() => view.store.set(cartIdAtom, TEST_CART_ID));
    const dialog = await openPanel(user);
    expect(within(dialog).getByText('Loading your cart…').closest('[role="status"]')).toBeInTheDocument();
    act(() => view.store.set(cartLoadFailedAtom, true));
    expect(dialog).toHaveTextContent('Your cart could not be loaded.');
  });

  it('changes a quantity with the stepper, showing the new quantity before the answer', async () => {
    const user = userEvent.setup();
    const after = cartFixture({ merchants: [merchantGroupFixture({ lines: [cartLineFixture({ quantity: 2, lineTotal: eur('200.00') })] })] });
    const view = renderPanel(cartFixture(), { answers: [answer(after, 'set-quantity', 'line-1')] });
    const dialog = await openPanel(user);
    view.hold();
    await user.click(within(dialog).getByRole('button', { name: 'One more Lumo X' }));
    const stepper = within(dialog).getByRole('group', { name: 'Quantity of Lumo X' });
    await waitFor(() => expect(stepper).toHaveTextContent('2'));
    expect(view.posts).toEqual([{ fields: { intent: 'set-quantity', lineId: 'line-1', quantity: '2', js: '1' } }]);
    act(() => view.release());
    await waitFor(() => expect(view.store.get(cartAtom)).toBe(after));
    expect(await within(dialog).findByText('Your cart was updated.')).toBeInTheDocument();
  });

  it('removes a line and reports remove_from_cart with what left the cart', async () => {
    const events: CommerceEvent[] = [];
    const stop = onCommerceEvent((event) => events.push(event));
    const user = userEvent.setup();
    const before = cartFixture();
    const after = cartFixture({ merchants: [before.merchants[0] ?? merchantGroupFixture()], itemCount: 1 });
    renderPanel(before, { answers: [answer(after, 'remove', 'line-2')] });
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Remove USB-C cable from the cart' }));
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Verkko' })).not.toBeInTheDocument());
    stop();
    expect(events.map((event) => event.type)).toEqual(['viewCart', 'removeFromCart']);
    expect(events[1]).toMatchObject({ type: 'removeFromCart', input: { items: [{ offerId: 'offer-2', quantity: 2, merchant: 'Verkko' }] } });
  });

  it('shows a refusal at its line', async () => {
    const user = userEvent.setup();
    const refused: CartActionData = {
      intent: 'set-quantity',
      target: 'line-1',
      cart: cartFixture(),
      errors: [{ code: 'NOT_ENOUGH_STOCK', offerId: 'offer-1', available: 1, limit: null }],
    };
    renderPanel(cartFixture(), { answers: [refused] });
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'One more Lumo X' }));
    const gigashop = within(dialog).getByRole('region', { name: 'Gigashop' });
    expect(await within(gigashop).findByRole('alert')).toHaveTextContent('The shop has only 1 piece in stock.');
    expect(within(dialog).getByRole('region', { name: 'Verkko' })).not.toHaveTextContent('in stock');
  });

  it('says a refusal about the whole cart above the lines, and not a refused add from a product page', async () => {
    const user = userEvent.setup();
    const gone: CartActionData = { intent: 'clear', target: null, cart: null, errors: [{ code: 'CART_NOT_FOUND', offerId: null, available: null, limit: null }] };
    const view = renderPanel(cartFixture(), { answers: [gone] });
    const dialog = await openPanel(user);
    act(() => view.store.set(lastCartChangeAtom, { intent: 'add', target: 'offer-9', cart: null, errors: [{ code: 'PRODUCT_NOT_AVAILABLE', offerId: 'offer-9', available: null, limit: null }] }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Empty the cart' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your cart could not be found; it may have expired.');
  });

  describe('cheapest mix', () => {
    it('is not offered when it saves nothing', async () => {
      const user = userEvent.setup();
      renderPanel(cartFixture());
      const dialog = await openPanel(user);
      expect(within(dialog).queryByRole('region', { name: 'Cheapest mix' })).not.toBeInTheDocument();
    });

    it('shows the saving and the changes, and applies them with one button', async () => {
      const user = userEvent.setup();
      const applied = cartFixture({ cheapestMix: { total: eur('120.00'), saving: eur('0.00'), changes: [] }, total: eur('120.00') });
      const view = renderPanel(cartWithCheaperMixFixture(), { answers: [answer(applied, 'apply-cheapest-mix')] });
      const dialog = await openPanel(user);
      const box = within(dialog).getByRole('region', { name: 'Cheapest mix' });
      expect(box).toHaveTextContent('Save €4.90 by buying the same products from other shops.');
      expect(box).toHaveTextContent('USB-C cable (2 pcs): Verkko → Gigashop');
      await user.click(within(box).getByRole('button', { name: 'Apply the cheapest mix' }));
      await waitFor(() => expect(view.store.get(cartAtom)).toBe(applied));
      expect(view.posts).toEqual([{ fields: { intent: 'apply-cheapest-mix', js: '1' } }]);
      expect(within(dialog).queryByRole('region', { name: 'Cheapest mix' })).not.toBeInTheDocument();
      expect(await within(dialog).findByText('The cheapest mix is now in your cart.')).toBeInTheDocument();
    });

    it('has its own view with the new total, and goes back to the cart', async () => {
      const user = userEvent.setup();
      const view = renderPanel(cartWithCheaperMixFixture());
      const dialog = await openPanel(user);
      await user.click(within(dialog).getByRole('button', { name: 'Show the changes' }));
      expect(view.store.get(cartPanelAtom).view).toBe('cheapest-mix');
      const mixView = screen.getByRole('dialog', { name: 'Cheapest mix' });
      expect(mixView).toHaveTextContent('Total with the cheapest mix: €120.00');
      expect(within(mixView).getByRole('button', { name: 'Apply the cheapest mix' })).toBeInTheDocument();
      await user.click(within(mixView).getByRole('button', { name: 'Back to the cart' }));
      expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
    });
  });

  describe('opening and closing', () => {
    it('stays open when it first mounts already opened, as it does once its code has loaded', async () => {
      const store = createStore();
      store.set(cartIdAtom, TEST_CART_ID);
      store.set(cartAtom, cartFixture());
      store.set(openCartPanelAtom);
      renderWithRouter(<CartPanel />, { store });
      expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
      expect(store.get(cartPanelAtom).open).toBe(true);
    });

    it('closes when the shopper moves to another page', async () => {
      const store = createStore();
      store.set(openCartPanelAtom);
      const view = renderWithRouter(<CartPanel />, { store });
      await screen.findByRole('dialog', { name: 'Your cart' });
      await act(() => view.router.navigate('/phones'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(store.get(cartPanelAtom).open).toBe(false);
    });
  });

  describe('keyboard', () => {
    it('opens from the header button, keeps focus inside, closes on Escape and gives focus back', async () => {
      const user = userEvent.setup();
      const view = renderPanel(cartFixture());
      const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      button.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      // Tab past the last control comes back to the first: focus never leaves the dialog.
      for (let step = 0; step < 20; step++) {
        await user.tab();
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(view.store.get(cartPanelAtom).open).toBe(false);
      await waitFor(() => expect(button).toHaveFocus());
    });

    it('keeps focus in the dialog when the focused line is removed', async () => {
      const user = userEvent.setup();
      const before = cartFixture();
      const after = cartFixture({ merchants: [before.merchants[0] ?? merchantGroupFixture()], itemCount: 1 });
      renderPanel(before, { answers: [answer(after, 'remove', 'line-2')] });
      const dialog = await openPanel(user);
      within(dialog).getByRole('button', { name: 'Remove USB-C cable from the cart' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Verkko' })).not.toBeInTheDocument());
      await waitFor(() => expect(dialog).toHaveFocus());
    });

    it('reports view_cart once per opening', async () => {
      const events: CommerceEvent[] = [];
      const stop = onCommerceEvent((event) => events.push(event));
      const user = userEvent.setup();
      const view = renderPanel(cartFixture());
      await openPanel(user);
      await user.keyboard('{Escape}');
      act(() => view.store.set(openCartPanelAtom));
      await screen.findByRole('dialog');
      stop();
      expect(events.map((event) => event.type)).toEqual(['viewCart', 'viewCart']);
      expect(events[0]).toMatchObject({ input: { value: { price: '124.90', currency: 'EUR' } } });
    });
  });
});
