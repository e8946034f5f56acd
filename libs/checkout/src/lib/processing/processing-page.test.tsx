import { TestI18nProvider } from '@kori/i18n/testing';
import { routerFuture } from '@kori/ui/testing';
import { onCommerceEvent, type CommerceEvent } from '@kori/shell';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { storeUsedCouponCodes } from '@kori/coupon-state/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initiatedCheckoutFixture, VERKKO } from '../../testing/checkout-fixtures';
import { renderCheckoutPage } from '../../testing/render-checkout-page';
import { renderServerPage } from '../../testing/render-server-page';
import type { DeliverySelection } from './delivery-selection';
import type { ProcessingLoaderData } from './processing-data';
import { ProcessingPage } from './processing-page';
import { followCheckoutProgress, type CheckoutProgressUpdate } from './checkout-progress-stream';
import { FIRST_UPDATE_TIMEOUT_MS } from './use-live-checkout-progress';

// The live stream is a double here; its reader has its own tests.
jest.mock('./checkout-progress-stream', () => ({ followCheckoutProgress: jest.fn() }));
const follow = jest.mocked(followCheckoutProgress);

beforeEach(() => {
  // By default the stream is refused, as by an API or proxy that cannot stream: the page polls.
  follow.mockReset();
  follow.mockRejectedValue(new Error('stream refused'));
});

const meta = { title: 'Your order', description: '', noindex: true };
const noSelection: DeliverySelection = { template: null, deliveryOptions: [] };

function loaderData(
  overrides: Partial<ProcessingLoaderData['checkout']> = {},
  selection = noSelection,
  couponCode: string | null = null,
  paymentStatus: ProcessingLoaderData['paymentStatus'] = null,
): ProcessingLoaderData {
  return {
    meta,
    checkout: initiatedCheckoutFixture(overrides ?? {}),
    selection,
    couponCode,
    unavailable: false,
    paymentMethods: ['AVARDA_CHECKOUTV3_CARD', 'AVARDA_CHECKOUTV3_INVOICE', 'ADYEN', 'STRIPE'],
    paymentStatus,
  };
}

const initiating = () =>
  loaderData({
    checkoutStatus: 'INITIATED',
    summary: null,
    currentProgress: [
      { merchantDetails: VERKKO, progress: { numberAdded: 1, totalToAdd: 2 }, numberOfProducts: 2, numberFound: 2 },
    ],
  });

function renderWithLoader(loader: () => ProcessingLoaderData) {
  const router = createMemoryRouter([{ id: 'page', path: '*', element: <ProcessingPage />, loader }], {
    hydrationData: { loaderData: { page: initiating() } },
    future: routerFuture,
  });
  return render(
    <TestI18nProvider locale="en-FI">
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </TestI18nProvider>,
  );
}

const progressUpdate = (numberAdded: number, checkoutStatus: CheckoutProgressUpdate['checkoutStatus'] = 'INITIATED'): CheckoutProgressUpdate => ({
  id: 'chk-1',
  checkoutStatus,
  currentProgress: [{ merchantDetails: VERKKO, progress: { numberAdded, totalToAdd: 2 }, numberOfProducts: 2, numberFound: 2 }],
});

/** The page in a Jotai store of its own, as the storefront gives it (stored coupon codes are read from it). */
const renderWithOwnStore = (loaderData: unknown) =>
  renderCheckoutPage(
    <Provider store={createStore()}>
      <ProcessingPage />
    </Provider>,
    { loaderData },
  );

describe('ProcessingPage live progress', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows each update as it arrives and does not poll while the stream is open', async () => {
    jest.useFakeTimers();
    let send!: (update: CheckoutProgressUpdate) => void;
    follow.mockImplementation((_endpoint, _id, onUpdate) => {
      send = onUpdate;
      return new Promise<void>(() => undefined);
    });
    const loader = jest.fn<ProcessingLoaderData, []>(() => initiating());
    renderWithLoader(loader);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('progressbar', { name: 'Verkko' })).toHaveAttribute('aria-valuenow', '1');
    await act(async () => {
      send(progressUpdate(2));
    });
    expect(screen.getByRole('progressbar', { name: 'Verkko' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText('2 of 2 products added')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4000);
    });
    expect(loader).not.toHaveBeenCalled();
  });

  it('revalidates when the checkout leaves INITIATED, so the review shows', async () => {
    follow.mockImplementation(async (_endpoint, _id, onUpdate) => {
      onUpdate(progressUpdate(2, 'INITIATE_COMPLETE'));
    });
    jest.useFakeTimers();
    const loader = jest.fn<ProcessingLoaderData, []>(() => loaderData());
    renderWithLoader(loader);
    // Well before the first poll would be due.
    for (let step = 0; step < 3; step += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
    }
    expect(screen.getByRole('heading', { name: 'Check your order' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('falls back to polling when the stream stays silent', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    follow.mockImplementation(
      (_endpoint, _id, _onUpdate, abort) =>
        new Promise<void>((_resolve, reject) => {
          signal = abort;
          abort?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const loader = jest.fn<ProcessingLoaderData, []>(() => initiating());
    renderWithLoader(loader);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(FIRST_UPDATE_TIMEOUT_MS - 100);
    });
    expect(signal?.aborted).toBe(false);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(signal?.aborted).toBe(true);
    expect(loader).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('ProcessingPage while the agents work', () => {
  it('shows each merchant as a progress bar with its values', async () => {
    renderCheckoutPage(<ProcessingPage />, { loaderData: initiating() });
    const bar = await screen.findByRole('progressbar', { name: 'Verkko' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(screen.getByText('1 of 2 products added')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 products found')).toBeInTheDocument();
  });

  it('reloads itself without JavaScript only while INITIATED', async () => {
    expect(await renderServerPage(<ProcessingPage />, initiating())).toMatch(/<noscript><meta http-equiv="refresh" content="2"\/?><\/noscript>/);
    expect(await renderServerPage(<ProcessingPage />, loaderData())).not.toContain('http-equiv="refresh"');
    expect(await renderServerPage(<ProcessingPage />, loaderData({ checkoutStatus: 'FAILED' }))).not.toContain('http-equiv="refresh"');
  });

  it('polls the loader every second when the live stream fails, then shows the review', async () => {
    jest.useFakeTimers();
    try {
      const loader = jest.fn<ProcessingLoaderData, []>(() => initiating());
      renderWithLoader(loader);
      // The refused stream hands over to polling first; the first poll follows a second later.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(loader).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(follow).toHaveBeenCalledWith('/graphql', 'chk-1', expect.any(Function), expect.any(AbortSignal));
      expect(loader).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('progressbar', { name: 'Verkko' })).toBeInTheDocument();
      loader.mockImplementation(() => loaderData());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByRole('heading', { name: 'Check your order' })).toBeInTheDocument();
      // Settled: no more polling.
      const settled = loader.mock.calls.length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(loader).toHaveBeenCalledTimes(settled);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ProcessingPage review', () => {
  it('lists the lines per merchant and the totals', async () => {
    renderCheckoutPage(<ProcessingPage />, { loaderData: loaderData() });
    expect(await screen.findByRole('heading', { name: 'Check your order' })).toBeInTheDocument();
    const verkko = screen.getByRole('region', { name: 'Verkko' });
    expect(within(verkko).getByText(/Lumo TV/)).toBeInTheDocument();
    expect(within(verkko).getByText(/HDMI cable/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Giga' })).getByText(/Soundbar/)).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('713.80');
  });

  it('offers delivery per merchant as a radio group, the selected option checked', async () => {
    renderCheckoutPage(<ProcessingPage />, { loaderData: loaderData() });
    const group = await screen.findByRole('group', { name: 'Delivery from Verkko' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: /Pickup point/ })).toBeChecked();
    const home = within(group).getByRole('radio', { name: /Home delivery/ });
    expect(home).not.toBeChecked();
    expect(home).toHaveAccessibleDescription('Evening delivery 17-21');
    expect(screen.getByRole('combobox', { name: 'Choose delivery for all merchants' })).toHaveValue('LEAST_EXPENSIVE');
  });

  it("checks the shopper's own choice and carries it into the pay form", async () => {
    const selection = { template: 'PREFER_HOME_DELIVERY' as const, deliveryOptions: [{ merchantId: 'm-1', deliveryOptionId: 'd-2' }] };
    const { container } = renderCheckoutPage(<ProcessingPage />, { loaderData: loaderData({}, selection) });
    const group = await screen.findByRole('group', { name: 'Delivery from Verkko' });
    expect(within(group).getByRole('radio', { name: /Home delivery/ })).toBeChecked();
    const pay = screen.getByRole('button', { name: 'Continue to payment' }).closest('form')!;
    expect(pay).toHaveAttribute('method', 'post');
    const hidden = Object.fromEntries([...pay.querySelectorAll('input[type=hidden]')].map((input) => [input.getAttribute('name'), input.getAttribute('value')]));
    expect(hidden).toMatchObject({ intent: 'pay', checkoutId: 'chk-1', template: 'PREFER_HOME_DELIVERY', 'delivery.m-1': 'd-2' });
    expect(container.querySelector('select')).toHaveValue('PREFER_HOME_DELIVERY');
  });

  it('offers the region’s payment methods as one required radio group, each named and described', async () => {
    renderCheckoutPage(<ProcessingPage />, { loaderData: loaderData() });
    const group = await screen.findByRole('group', { name: 'Choose how to pay' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['AVARDA_CHECKOUTV3_CARD', 'AVARDA_CHECKOUTV3_INVOICE', 'ADYEN', 'STRIPE']);
    for (const radio of radios) expect(radio).toBeRequired();
    const invoice = within(group).getByRole('radio', { name: 'Invoice' });
    expect(invoice).toHaveAccessibleDescription('Avarda sends you an invoice to pay later.');
    expect(within(group).getByRole('radio', { name: 'Card (Stripe)' })).not.toBeChecked();
  });

  it.each([
    ['AVARDA_CREDIT_DENIED', /Avarda could not grant credit/],
    ['AVARDA_INCORRECT_ADDRESS', /Avarda could not confirm your address/],
    ['AVARDA_REJECTED', /Avarda declined the payment/],
    ['CANCELLED', /The payment was cancelled/],
    ['FAILED', /did not go through and you have not been charged/],
  ] as const)('explains a %s payment above the methods and reports its own event once', async (status, text) => {
    const events: CommerceEvent[] = [];
    const stop = onCommerceEvent((event) => events.push(event));
    try {
      renderCheckoutPage(<ProcessingPage />, { loaderData: loaderData({ id: `chk-${status}` }, noSelection, null, status) });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your payment did not go through');
      expect(alert).toHaveTextContent(text);
      expect(screen.getByRole('group', { name: 'Choose how to pay' })).toBeInTheDocument();
      const outcomes = { AVARDA_CREDIT_DENIED: 'credit_declined', AVARDA_INCORRECT_ADDRESS: 'incorrect_address', AVARDA_REJECTED: 'rejected', CANCELLED: 'cancelled', FAILED: 'error' };
      expect(events).toEqual([{ type: 'paymentAuthentication', input: { outcome: outcomes[status] } }]);
    } finally {
      stop();
    }
  });

  it('waits for a started payment and offers the way back to an open Avarda purchase', async () => {
    renderCheckoutPage(<ProcessingPage />, { loaderData: loaderData({ checkoutStatus: 'PERFORM' }, noSelection, null, 'CREATED_AVARDA_CHECKOUTV3') });
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment to be confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Continue paying in Avarda's checkout" })).toHaveAttribute('href', '/avarda-checkout-v3?checkoutId=chk-1');
  });

  it.each(['CREATED_STRIPE', 'ADYEN_PAYMENT_STARTED', 'CREATED_AVARDA_CHECKOUTV3', 'PENDING'] as const)(
    'lets the shopper leave an unfinished payment (%s) to choose another way to pay, with a plain form post',
    async (status) => {
      renderCheckoutPage(<ProcessingPage />, { loaderData: loaderData({ checkoutStatus: 'PERFORM' }, noSelection, null, status) });
      const leave = await screen.findByRole('button', { name: 'Choose another way to pay' });
      const form = leave.closest('form')!;
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/checkout/processing?checkoutId=chk-1');
      expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'otherMethod', checkoutId: 'chk-1' });
    },
  );

  it('says when leaving the payment could not reach the API', async () => {
    renderCheckoutPage(<ProcessingPage />, {
      loaderData: loaderData({ checkoutStatus: 'PERFORM' }, noSelection, null, 'CREATED_STRIPE'),
      actionData: { cartError: null, checkoutErrors: [], unavailable: true, paymentMethodMissing: false },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another way to pay' })).toBeEnabled();
  });

  it('says the orders are being placed once the payment is approved', async () => {
    renderCheckoutPage(<ProcessingPage />, { loaderData: loaderData({ checkoutStatus: 'PERFORM' }, noSelection, null, 'APPROVED') });
    expect(await screen.findByRole('heading', { name: 'Placing your orders…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose another way to pay' })).not.toBeInTheDocument();
  });

  it('reports add_shipping_info, add_payment_info with the payment type, and the start of the authentication when paying', async () => {
    const events: CommerceEvent[] = [];
    const stop = onCommerceEvent((event) => events.push(event));
    try {
      const selection = { template: null, deliveryOptions: [{ merchantId: 'm-1', deliveryOptionId: 'd-2' }] };
      renderCheckoutPage(<ProcessingPage />, { loaderData: loaderData({}, selection) });
      fireEvent.click(await screen.findByRole('radio', { name: 'Invoice' }));
      const pay = screen.getByRole('button', { name: 'Continue to payment' }).closest('form')!;
      await act(async () => {
        fireEvent.submit(pay);
      });
      expect(events).toEqual([
        {
          type: 'addShippingInfo',
          input: expect.objectContaining({ shippingTier: 'HOME_DELIVERY,STORE_PICKUP', value: { price: '713.80', currency: 'EUR' } }),
        },
        { type: 'addPaymentInfo', input: expect.objectContaining({ paymentType: 'AVARDA_INVOICE', value: { price: '713.80', currency: 'EUR' } }) },
        { type: 'paymentAuthentication', input: { outcome: 'begin', paymentType: 'AVARDA_INVOICE' } },
      ]);
      const [event] = events as [Extract<CommerceEvent, { type: 'addShippingInfo' }>];
      expect(event.input.items.map((item) => [item.name, item.merchant])).toEqual([
        ['Lumo TV', 'Verkko'],
        ['HDMI cable', 'Verkko'],
        ['Soundbar', 'Giga'],
      ]);
    } finally {
      stop();
    }
  });

  it('shows each problem with a text and a way out', async () => {
    const base = initiatedCheckoutFixture();
    renderCheckoutPage(<ProcessingPage />, {
      loaderData: loaderData({
        lines: [{ ...base.lines[2]!, status: 'FAILED', errorType: 'NOT_ENOUGH_STOCK' }, ...base.lines.slice(0, 2)],
        summary: {
          ...base.summary!,
          delivery: [base.summary!.delivery[0]!, { merchantDetails: base.summary!.delivery[1]!.merchantDetails, errorType: 'UNDELIVERABLE_TO_GIVEN_ADDRESS' }],
          productErrors: [{ errorType: 'PRODUCT_NOT_AVAILABLE', offerUrl: '/tv/lumo-tv/p-1' }],
          merchantErrors: [{ merchantDetails: null, errorType: 'AGENT_BLOCKED' }],
          checkoutErrors: [{ errorType: 'UNKNOWN_ERROR' }],
        },
      }),
    });
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('The merchant does not have enough of this product in stock.');
    expect(within(problems).getByRole('button', { name: 'Remove Soundbar from the cart' })).toBeInTheDocument();
    expect(within(problems).getByRole('link', { name: "Choose another merchant's offer" })).toHaveAttribute('href', '/tv/lumo-tv/p-1');
    expect(problems).toHaveTextContent('Giga: The merchant does not deliver to this address.');
    expect(within(problems).getByRole('link', { name: 'Change the delivery address' })).toHaveAttribute('href', '/checkout/shipping');
    expect(problems).toHaveTextContent("The merchant's shop did not let us place the order for you.");
    expect(problems).toHaveTextContent('Something went wrong with your order.');
  });

  it('says a blocked merchant once, though it is both a delivery problem and a merchant error', async () => {
    const base = initiatedCheckoutFixture();
    const blocked = base.summary!.delivery[1]!.merchantDetails;
    renderCheckoutPage(<ProcessingPage />, {
      loaderData: loaderData({
        summary: {
          ...base.summary!,
          delivery: [base.summary!.delivery[0]!, { merchantDetails: blocked, errorType: 'AGENT_BLOCKED' }],
          merchantErrors: [{ merchantDetails: blocked, errorType: 'AGENT_BLOCKED' }],
        },
      }),
    });
    const problems = await screen.findByRole('alert');
    expect(within(problems).getAllByRole('listitem')).toHaveLength(1);
    expect(problems).toHaveTextContent(`${blocked.title}: The merchant's shop did not let us place the order for you.`);
  });

  it('says a line the blocked merchant never got is not available, not that it is still being added', async () => {
    const base = initiatedCheckoutFixture();
    const blocked = base.summary!.delivery[1]!.merchantDetails;
    const line = base.lines.find((candidate) => candidate.merchantId === blocked.id)!;
    renderCheckoutPage(<ProcessingPage />, {
      loaderData: loaderData({
        lines: base.lines.map((candidate) => (candidate === line ? { ...line, status: 'PENDING', errorType: null } : candidate)),
        summary: { ...base.summary!, merchantErrors: [{ merchantDetails: blocked, errorType: 'AGENT_BLOCKED' }] },
      }),
    });
    const lines = within(await screen.findByRole('region', { name: blocked.title })).getAllByRole('listitem');
    const shown = lines.find((item) => item.textContent?.startsWith(line.name));
    expect(shown).toHaveTextContent('(not available)');
    expect(screen.queryByText(/still being added/)).not.toBeInTheDocument();
  });

  it('says a failed checkout failed, with a way back', async () => {
    renderCheckoutPage(<ProcessingPage />, { loaderData: loaderData({ checkoutStatus: 'FAILED' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('You have not been charged.');
    expect(screen.getByRole('link', { name: 'Start the checkout again' })).toHaveAttribute('href', '/checkout/shipping');
  });

  it('says when the checkout cannot be read just now, and keeps trying without JavaScript', async () => {
    const data = { meta, checkout: null, selection: noSelection, unavailable: true };
    renderCheckoutPage(<ProcessingPage />, { loaderData: data });
    expect(await screen.findByRole('status')).toHaveTextContent('We could not reach the checkout just now');
    expect(await renderServerPage(<ProcessingPage />, data)).toContain('http-equiv="refresh"');
  });

  it('says when there is no such checkout', async () => {
    renderCheckoutPage(<ProcessingPage />, { loaderData: { meta, checkout: null, selection: noSelection, unavailable: false } });
    expect(await screen.findByRole('heading', { name: 'We could not find this order.' })).toBeInTheDocument();
  });

  it('offers the code this browser used last when none was given', async () => {
    storeUsedCouponCodes(['STAR']);
    renderWithOwnStore(loaderData());
    const field = await screen.findByRole('textbox', { name: 'Discount or invitation code' });
    await waitFor(() => expect(field).toHaveValue('STAR'));
    expect(field.closest('form')).toHaveAttribute('method', 'get');
    // Not applied until the shopper asks: the pay form carries no code yet.
    const pay = screen.getByRole('button', { name: 'Continue to payment' }).closest('form')!;
    expect(pay.querySelector('input[name=couponCode]')).toBeNull();
  });

  it('keeps a code the shopper emptied empty, though one was used before', async () => {
    storeUsedCouponCodes(['STAR']);
    renderWithOwnStore(loaderData({}, noSelection, ''));
    const field = await screen.findByRole('textbox', { name: 'Discount or invitation code' });
    await act(async () => undefined);
    expect(field).toHaveValue('');
  });

  it('shows the discount of an applied code in the review and the totals, and pays with it', async () => {
    const discounts = [
      { title: 'STAR -10 %', couponCodeCode: 'STAR', discountedProductId: null, discountAmount: { price: '70.00', currency: 'EUR' as const }, discountedProductPrice: null },
    ];
    renderCheckoutPage(<ProcessingPage />, { loaderData: loaderData({ discounts }, noSelection, 'STAR') });
    expect(await screen.findByText(/Discount code STAR/)).toHaveTextContent(/70[.,]00/);
    expect(screen.getByText('Discount').nextElementSibling).toHaveTextContent(/70[.,]00/);
    expect(screen.getByRole('textbox', { name: 'Discount or invitation code' })).toHaveValue('STAR');
    // The code goes with the chosen payment method in the one pay form.
    const pay = screen.getByRole('button', { name: 'Continue to payment' }).closest('form')!;
    expect(pay.querySelector('input[name=couponCode]')).toHaveValue('STAR');
    expect(within(pay).getByRole('group', { name: 'Choose how to pay' })).toBeInTheDocument();
    expect(pay.querySelector('input[name=intent]')).toHaveValue('pay');
    // A delivery change keeps the code.
    const delivery = screen.getByRole('combobox', { name: 'Choose delivery for all merchants' }).closest('form')!;
    expect(delivery.querySelector('input[name=couponCode]')).toHaveValue('STAR');
  });

  it.each([
    ['COUPON_EXPIRED', 'The discount code has expired.'],
    ['COUPON_NOT_EXISTS', 'There is no such discount code.'],
    ['COUPON_NOT_YET_VALID', 'The discount code is not valid yet.'],
    ['COUPON_PRODUCT_MINIMUM_PRICE_NOT_EXCEEDED', 'The discount code needs a more expensive product.'],
    ['COUPON_USED', 'The discount code has already been used.'],
    ['NOT_RETURNING_CUSTOMER', 'This offer is for returning customers only.'],
  ])('says why a code is refused (%s), tied to the field', async (errorType, text) => {
    renderCheckoutPage(<ProcessingPage />, {
      loaderData: loaderData({ couponCodeErrors: [{ couponCodeCode: 'NOPE', errorType: errorType as never }] }, noSelection, 'NOPE'),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`The code NOPE cannot be used. ${text}`);
    const field = screen.getByRole('textbox', { name: 'Discount or invitation code' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`The code NOPE cannot be used. ${text}`);
  });

  it('shows a code the pay action refused', async () => {
    renderCheckoutPage(<ProcessingPage />, {
      loaderData: loaderData({}, noSelection, 'STAR'),
      actionData: { cartError: null, checkoutErrors: [], couponCodeErrors: [{ couponCodeCode: 'STAR', errorType: 'COUPON_USED' }], unavailable: false },
    });
    expect(await screen.findByText(/The code STAR cannot be used. The discount code has already been used./)).toBeInTheDocument();
  });

  it('shows CONCURRENT_CHECKOUT from the pay action', async () => {
    renderCheckoutPage(<ProcessingPage />, {
      loaderData: loaderData(),
      actionData: { cartError: 'CONCURRENT_CHECKOUT', checkoutErrors: [], unavailable: false },
    });
    expect(await screen.findByText('This order is already being placed. Wait a moment and reload the page.')).toBeInTheDocument();
  });
});
