import type { CartActionData } from '../model/cart-form';
import { cartFixture, cartLineFixture, eur, merchantGroupFixture } from '../test-support/cart-fixture';
import { cartChangeEvents, cartCommerceItems, viewCartEvent } from './cart-commerce-events';

const change = (intent: CartActionData['intent'], cart = cartFixture(), target: string | null = null, errors: CartActionData['errors'] = []): CartActionData => ({
  intent,
  target,
  cart,
  errors,
});

describe('cart commerce events', () => {
  it('list every line of a cart with its merchant, unit price and quantity', () => {
    expect(cartCommerceItems(cartFixture())).toEqual([
      { id: 'product-1', offerId: 'offer-1', name: 'Lumo X', brand: 'Lumo', merchant: 'Gigashop', price: eur('100.00'), quantity: 1 },
      { id: 'product-2', offerId: 'offer-2', name: 'USB-C cable', brand: null, merchant: 'Verkko', price: eur('10.00'), quantity: 2 },
    ]);
  });

  it('a look at the cart is view_cart with every line and the total', () => {
    const cart = cartFixture();
    expect(viewCartEvent(cart)).toEqual({ type: 'viewCart', input: { items: cartCommerceItems(cart), value: cart.total } });
  });

  describe('of a change', () => {
    it('an add counts the quantity added, also when the cart was not known before', () => {
      expect(cartChangeEvents(null, change('add', cartFixture(), 'offer-2'), 1)).toEqual([
        { type: 'addToCart', input: { items: [expect.objectContaining({ offerId: 'offer-2', quantity: 1, merchant: 'Verkko' })] } },
      ]);
    });

    it('a quantity change is an add or a remove of the difference', () => {
      const before = cartFixture();
      const more = cartFixture({ merchants: [merchantGroupFixture({ lines: [cartLineFixture({ quantity: 3 })] }), ...before.merchants.slice(1)] });
      expect(cartChangeEvents(before, change('set-quantity', more, 'line-1'))).toEqual([{ type: 'addToCart', input: { items: [expect.objectContaining({ offerId: 'offer-1', quantity: 2 })] } }]);
      expect(cartChangeEvents(more, change('set-quantity', before, 'line-1'))).toEqual([{ type: 'removeFromCart', input: { items: [expect.objectContaining({ offerId: 'offer-1', quantity: 2 })] } }]);
    });

    it('clearing removes every line', () => {
      const empty = cartFixture({ merchants: [], itemCount: 0 });
      expect(cartChangeEvents(cartFixture(), change('clear', empty))).toEqual([
        {
          type: 'removeFromCart',
          input: { items: [expect.objectContaining({ offerId: 'offer-1', quantity: 1 }), expect.objectContaining({ offerId: 'offer-2', quantity: 2 })] },
        },
      ]);
    });

    it('a refused change, one without a cart and the cheapest mix give none', () => {
      const refusal = [{ code: 'NOT_ENOUGH_STOCK' as const, offerId: 'offer-1', available: 0, limit: null }];
      expect(cartChangeEvents(null, change('add', cartFixture(), 'offer-1', refusal))).toEqual([]);
      expect(cartChangeEvents(cartFixture(), { intent: 'remove', target: 'line-1', cart: null, errors: [] })).toEqual([]);
      expect(cartChangeEvents(cartFixture(), change('apply-cheapest-mix', cartFixture({ merchants: [] })))).toEqual([]);
    });
  });
});
