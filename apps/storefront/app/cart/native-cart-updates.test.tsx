/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { cartAtom } from '@kori/cart';
import { cartFixture, TEST_CART_ID } from '@kori/cart/testing';
import { BROWSER_USER_AGENT, useRecordingHost } from '@kori/native-app/testing';
import { reportCommerceEvent, type CommerceItem } from '@kori/shell';
import { uiWrapper } from '@kori/ui/testing';
import { NativeCartUpdates } from './native-cart-updates';

const item: CommerceItem = { id: 'product-1', offerId: 'offer-1', name: 'Lumo X', merchant: 'Gigashop', quantity: 1 };

function renderBridge(userAgent: string, cart = cartFixture({ itemCount: 3 })) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const store = createStore();
  store.set(cartAtom, cart);
  return { store, ...render(<NativeCartUpdates marker="KoriApp" />, { wrapper: uiWrapper({ store }) }) };
}

describe('NativeCartUpdates', () => {
  const host = useRecordingHost(['cartUpdated']);
  afterEach(() => jest.restoreAllMocks());

  it('posts cartUpdated with the cart id and item count after each add and remove, and stops on unmount', () => {
    const { store, unmount } = renderBridge(host.userAgent);
    reportCommerceEvent({ type: 'addToCart', input: { items: [item] } });
    store.set(cartAtom, cartFixture({ itemCount: 2 }));
    reportCommerceEvent({ type: 'removeFromCart', input: { items: [item] } });
    unmount();
    reportCommerceEvent({ type: 'addToCart', input: { items: [item] } });
    expect(host.messages).toEqual([
      { name: 'cartUpdated', payload: { cartId: TEST_CART_ID, itemCount: 3 } },
      { name: 'cartUpdated', payload: { cartId: TEST_CART_ID, itemCount: 2 } },
    ]);
  });

  it('posts nothing for a look at the cart or a checkout step', () => {
    renderBridge(host.userAgent);
    reportCommerceEvent({ type: 'viewCart', input: { items: [item] } });
    reportCommerceEvent({ type: 'beginCheckout', input: { items: [item] } });
    expect(host.messages).toEqual([]);
  });

  it('posts nothing outside the app', () => {
    renderBridge(BROWSER_USER_AGENT);
    reportCommerceEvent({ type: 'addToCart', input: { items: [item] } });
    expect(host.messages).toEqual([]);
  });

  describe('in an app without a cartUpdated handler', () => {
    const bareHost = useRecordingHost([]);

    it('logs, without throwing', () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderBridge(bareHost.userAgent);
      reportCommerceEvent({ type: 'addToCart', input: { items: [item] } });
      expect(error).toHaveBeenCalledWith('Could not tell the app that the cart changed', expect.any(Error));
    });
  });
});
