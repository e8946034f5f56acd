import { sendCartUpdated } from './send-cart-updated';
import { BROWSER_USER_AGENT, installRecordingHost } from '../testing';

describe('sendCartUpdated', () => {
  afterEach(() => {
    delete window.webkit;
  });

  it('posts the cart id and item count under cartUpdated inside the app', () => {
    const host = installRecordingHost(['cartUpdated']);
    expect(sendCartUpdated({ cartId: 'cart-1', itemCount: 3 }, { userAgent: host.userAgent })).toBe(true);
    expect(host.messages).toEqual([{ name: 'cartUpdated', payload: { cartId: 'cart-1', itemCount: 3 } }]);
  });

  it('posts nothing outside the app', () => {
    const host = installRecordingHost(['cartUpdated']);
    expect(sendCartUpdated({ cartId: 'cart-1', itemCount: 3 }, { userAgent: BROWSER_USER_AGENT })).toBe(false);
    expect(host.messages).toEqual([]);
  });
});
