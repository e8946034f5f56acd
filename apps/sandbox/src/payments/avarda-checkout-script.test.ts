/**
 * @jest-environment jsdom
 */
import { avardaCheckoutScript } from './avarda-checkout-script';

const SANDBOX = 'http://sandbox.test:4010';

interface Init {
  (options: Record<string, unknown>): { unmount(): void };
}

function load(): Init {
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => ({ src: `${SANDBOX}/avarda/checkout/v3/avarda-checkout.js` }) });
  // The script is what the sandbox serves; it runs as a classic script in the page.
  window.eval(avardaCheckoutScript('/avarda/checkout/v3/frame'));
  return (window as unknown as { avardaCheckoutInit: Init }).avardaCheckoutInit;
}

function post(frame: HTMLIFrameElement, data: unknown, origin = SANDBOX): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}

beforeEach(() => {
  document.body.innerHTML = '<div id="checkout"></div>';
});

describe('avarda-checkout.js', () => {
  it('renders the checkout frame from its own origin with the purchase JWT', () => {
    load()({ purchaseJwt: 'a.b.c', rootElementId: 'checkout' });
    const frame = document.querySelector('iframe');
    expect(frame?.title).toBe('Avarda checkout');
    expect(frame?.src).toBe(`${SANDBOX}/avarda/checkout/v3/frame?jwt=a.b.c&parentOrigin=${encodeURIComponent(window.location.origin)}`);
  });

  it('calls completedPurchaseCallback for its own frame only, and unmount removes the frame', () => {
    const completed = jest.fn((instance: { unmount(): void }) => instance.unmount());
    const timedOut = jest.fn();
    load()({ purchaseJwt: 'a.b.c', rootElementId: 'checkout', completedPurchaseCallback: completed, sessionTimedOutCallback: timedOut });
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    post(frame, { type: 'avarda:completed', purchaseId: 'p1' }, 'http://evil.test');
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'avarda:completed', purchaseId: 'p1' }, origin: SANDBOX, source: window }));
    expect(completed).not.toHaveBeenCalled();
    post(frame, { type: 'avarda:completed', purchaseId: 'p1' });
    expect(completed).toHaveBeenCalledWith(expect.objectContaining({ purchaseId: 'p1' }));
    expect(timedOut).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('calls sessionTimedOutCallback when the session times out', () => {
    const timedOut = jest.fn();
    load()({ purchaseJwt: 'a.b.c', rootElementId: 'checkout', sessionTimedOutCallback: timedOut });
    post(document.querySelector('iframe') as HTMLIFrameElement, { type: 'avarda:timeout', purchaseId: 'p2' });
    expect(timedOut).toHaveBeenCalledWith(expect.objectContaining({ purchaseId: 'p2' }));
  });

  it('refuses to start without a JWT or a root element', () => {
    const init = load();
    expect(() => init({ rootElementId: 'checkout' })).toThrow('purchaseJwt');
    expect(() => init({ purchaseJwt: 'a.b.c', rootElementId: 'missing' })).toThrow('No element with id missing');
  });
});
