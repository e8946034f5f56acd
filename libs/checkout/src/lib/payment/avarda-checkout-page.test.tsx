import { TestI18nProvider } from '@kori/i18n/testing';
import { onCommerceEvent, type CommerceEvent } from '@kori/shell';
import { routerFuture } from '@kori/ui/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AVARDA_ROOT_ELEMENT_ID, AvardaCheckoutPage, type AvardaCheckoutInitOptions } from './avarda-checkout-page';
import type { AvardaCheckoutLoaderData } from './payment-data';

const meta = { title: 'Pay with Avarda', description: '', noindex: true };
const ready: AvardaCheckoutLoaderData = {
  meta,
  state: 'ready',
  checkoutId: 'chk-1',
  jwt: 'jwt-1',
  scriptUrl: 'http://127.0.0.1:4010/avarda/checkout/v3/avarda-checkout.js',
  redirectUrl: 'http://127.0.0.1:3000/avarda-checkout-v3?checkoutId=chk-1',
  paymentMethod: 'AVARDA_CHECKOUTV3_CREDIT',
};

type AvardaWindow = Window & { avardaCheckoutInit?: (options: AvardaCheckoutInitOptions) => void };

function renderPage(loaderData: AvardaCheckoutLoaderData) {
  const action = jest.fn(() => null);
  const router = createMemoryRouter([{ id: 'page', path: '*', element: <AvardaCheckoutPage />, loader: () => loaderData, action }], {
    initialEntries: ['/avarda-checkout-v3?checkoutId=chk-1'],
    hydrationData: { loaderData: { page: loaderData } },
    future: routerFuture,
  });
  render(
    <TestI18nProvider locale="en-FI">
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </TestI18nProvider>,
  );
  return { action };
}

afterEach(() => {
  delete (window as AvardaWindow).avardaCheckoutInit;
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
});

describe('AvardaCheckoutPage', () => {
  it('loads the configured script and mounts the purchase with its JWT in the page’s root element', async () => {
    const init = jest.fn();
    renderPage(ready);
    expect(screen.getByRole('heading', { name: 'Pay with Avarda' })).toBeInTheDocument();
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${ready.state === 'ready' ? ready.scriptUrl : ''}"]`);
    expect(script).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent("Opening Avarda's checkout…");
    (window as AvardaWindow).avardaCheckoutInit = init;
    act(() => {
      script?.dispatchEvent(new Event('load'));
    });
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ purchaseJwt: 'jwt-1', rootElementId: AVARDA_ROOT_ELEMENT_ID, redirectUrl: 'http://127.0.0.1:3000/avarda-checkout-v3?checkoutId=chk-1' }),
    );
    expect(document.getElementById(AVARDA_ROOT_ELEMENT_ID)).not.toHaveAttribute('aria-busy');
  });

  it('asks the server to confirm the purchase when the checkout completes', async () => {
    let options: AvardaCheckoutInitOptions | undefined;
    (window as AvardaWindow).avardaCheckoutInit = (given) => {
      options = given;
    };
    const { action } = renderPage(ready);
    await waitFor(() => expect(options).toBeDefined());
    act(() => options?.completedPurchaseCallback({ purchaseId: 'pur-9' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const [[{ request }]] = action.mock.calls as unknown as [[{ request: Request }]];
    expect(Object.fromEntries(await request.formData())).toEqual({ purchaseId: 'pur-9' });
  });

  it('offers a retry when the session times out, and reports the abandoned authentication', async () => {
    const events: CommerceEvent[] = [];
    const stop = onCommerceEvent((event) => events.push(event));
    try {
      let options: AvardaCheckoutInitOptions | undefined;
      (window as AvardaWindow).avardaCheckoutInit = (given) => {
        options = given;
      };
      renderPage(ready);
      await waitFor(() => expect(options).toBeDefined());
      act(() => options?.sessionTimedOutCallback());
      expect(await screen.findByRole('alert')).toHaveTextContent('The payment session timed out');
      expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/avarda-checkout-v3?checkoutId=chk-1');
      const leave = screen.getByRole('button', { name: 'Choose another way to pay' }).closest('form')!;
      expect(leave).toHaveAttribute('action', '/checkout/processing?checkoutId=chk-1');
      expect(Object.fromEntries(new FormData(leave))).toEqual({ intent: 'otherMethod', checkoutId: 'chk-1' });
      expect(events).toEqual([{ type: 'paymentAuthentication', input: { outcome: 'cancelled', paymentType: 'AVARDA_INVOICE' } }]);
    } finally {
      stop();
    }
  });

  it('says so when the script cannot be loaded', async () => {
    renderPage(ready);
    const script = document.head.querySelector('script[src]');
    act(() => {
      script?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Avarda's checkout did not open");
  });

  it('says the payment cannot be checked just now when the API was down', async () => {
    renderPage({ meta, state: 'unavailable', checkoutId: 'chk-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your payment just now');
  });
});
