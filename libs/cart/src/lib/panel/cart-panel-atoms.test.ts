import { createStore } from 'jotai';
import { cartPanelAtom, closeCartPanelAtom, openCartPanelAtom, showCartPanelViewAtom } from './cart-panel-atoms';

describe('cart panel atoms', () => {
  it('start closed on the cart view', () => {
    expect(createStore().get(cartPanelAtom)).toEqual({ open: false, view: 'cart' });
  });

  it('open on the cart view by default, or on the view asked for', () => {
    const store = createStore();
    store.set(openCartPanelAtom);
    expect(store.get(cartPanelAtom)).toEqual({ open: true, view: 'cart' });
    store.set(openCartPanelAtom, 'cheapest-mix');
    expect(store.get(cartPanelAtom)).toEqual({ open: true, view: 'cheapest-mix' });
  });

  it('switch between the two views while open', () => {
    const store = createStore();
    store.set(openCartPanelAtom);
    store.set(showCartPanelViewAtom, 'cheapest-mix');
    expect(store.get(cartPanelAtom)).toEqual({ open: true, view: 'cheapest-mix' });
    store.set(showCartPanelViewAtom, 'cart');
    expect(store.get(cartPanelAtom)).toEqual({ open: true, view: 'cart' });
  });

  it('close back to the cart view, so the next opening starts there', () => {
    const store = createStore();
    store.set(openCartPanelAtom, 'cheapest-mix');
    store.set(closeCartPanelAtom);
    expect(store.get(cartPanelAtom)).toEqual({ open: false, view: 'cart' });
    store.set(openCartPanelAtom);
    expect(store.get(cartPanelAtom).view).toBe('cart');
  });

  it('open the panel when a view is shown while closed', () => {
    const store = createStore();
    store.set(showCartPanelViewAtom, 'cheapest-mix');
    expect(store.get(cartPanelAtom)).toEqual({ open: true, view: 'cheapest-mix' });
  });
});
