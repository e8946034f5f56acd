import { track } from '../runtime/track';
import { forwardCommerceEvent } from './forward-commerce-event';

jest.mock('../runtime/track', () => ({
  track: {
    addToCart: jest.fn(),
    removeFromCart: jest.fn(),
    viewCart: jest.fn(),
    beginCheckout: jest.fn(), addContactInfo: jest.fn(), addShippingInfo: jest.fn(), purchase: jest.fn(), referralCode: jest.fn(),
  },
}));

const tv = { id: 'p-1', name: 'Lumo TV', brand: 'Lumo', price: { price: '499.00', currency: 'EUR' }, quantity: 1, merchant: 'Verkko', offerId: 'o-1' };

describe('forwardCommerceEvent', () => {
  it.each([
    [{ type: 'addToCart', input: { items: [tv] } }, 'addToCart'],
    [{ type: 'removeFromCart', input: { items: [{ ...tv, quantity: 2 }] } }, 'removeFromCart'],
    [{ type: 'viewCart', input: { items: [tv], value: { price: '499.00', currency: 'EUR' } } }, 'viewCart'],
    [{ type: 'beginCheckout', input: { items: [tv] } }, 'beginCheckout'],
    [{ type: 'addContactInfo', input: { email: 'aino@example.com', phone: '040 123 4567' } }, 'addContactInfo'],
    [{ type: 'addShippingInfo', input: { items: [tv], shippingTier: 'HOME_DELIVERY' } }, 'addShippingInfo'],
    [{ type: 'purchase', input: { transactionId: 'K-1', items: [tv] } }, 'purchase'],
    [{ type: 'referralCode', input: { action: 'shared', method: 'copy_link' } }, 'referralCode'],
    [{ type: 'referralCode', input: { action: 'applied' } }, 'referralCode'],
  ] as const)('sends %j as track.%s', (event, method) => {
    forwardCommerceEvent(event);
    expect(track[method]).toHaveBeenCalledWith(event.input);
  });
});
