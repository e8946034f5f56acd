/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { captureTrackedEvents } from '@kori/analytics/testing';
import { CartAnalytics } from './cart-analytics';

// The cart's events are delivered by the cart feature; here only how the app hands them on.
const mockListeners: Array<(event: unknown) => void> = [];
jest.mock('@kori/cart', () => ({
  onCartEvent: (listener: (event: unknown) => void) => {
    mockListeners.push(listener);
    return () => mockListeners.splice(mockListeners.indexOf(listener), 1);
  },
}));

const item = {
  productId: 'product-1',
  offerId: 'offer-1',
  name: 'Lumo X',
  brand: 'Lumo',
  merchant: 'Gigashop',
  price: { price: '100.00', currency: 'EUR' },
  quantity: 2,
};

describe('CartAnalytics', () => {
  it('turns cart events into add_to_cart, remove_from_cart and view_cart, and stops on unmount', () => {
    const tracked = captureTrackedEvents();
    const { unmount } = render(<CartAnalytics />);
    mockListeners.forEach((listener) => listener({ type: 'add', items: [item] }));
    mockListeners.forEach((listener) => listener({ type: 'remove', items: [item] }));
    mockListeners.forEach((listener) => listener({ type: 'view', items: [item], value: { price: '200.00', currency: 'EUR' } }));
    unmount();
    expect(mockListeners).toHaveLength(0);
    tracked.stop();
    expect(tracked.names()).toEqual(['add_to_cart', 'remove_from_cart', 'view_cart']);
    expect(JSON.stringify(tracked.events[0])).toContain('"item_id":"product-1"');
    expect(JSON.stringify(tracked.events[0])).toContain('"affiliation":"Gigashop"');
  });
});
