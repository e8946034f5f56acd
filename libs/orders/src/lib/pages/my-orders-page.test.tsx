import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from 'react-router-dom';
import { TestI18nProvider } from '@kori/i18n/testing';
import { invoiceDetailsFixture, myOrdersDataFixture, orderDetailsDataFixture, orderDetailsFixture, orderSummaryFixture, shipmentDetailsFixture } from '../../testing';
import { InvoicePage } from './invoice-page';
import { MyOrdersPage } from './my-orders-page';
import { OrderDetailsPage } from './order-details-page';

function renderPage(element: JSX.Element, url: string, loaderData: object) {
  const logouts: Record<string, string>[] = [];
  const router = createMemoryRouter(
    [
      { path: '/my/orders', element, loader: () => loaderData },
      { path: '/my/orders/:orderId', element, loader: () => loaderData },
      { path: '/my/orders/:orderId/invoice', element, loader: () => loaderData },
      {
        path: '/auth/logout',
        action: async ({ request }: ActionFunctionArgs) => {
          const form = await request.formData();
          logouts.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
          return null;
        },
        element: <p>signed out</p>,
      },
    ],
    { initialEntries: [url], future: { v7_relativeSplatPath: true, v7_normalizeFormMethod: true } },
  );
  render(
    <TestI18nProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </TestI18nProvider>,
  );
  return { logouts };
}

describe('my orders page', () => {
  it('without orders names the signed-in shopper, says there are none and offers signing out', async () => {
    const user = userEvent.setup();
    const { logouts } = renderPage(<MyOrdersPage />, '/my/orders', myOrdersDataFixture());
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(logouts).toEqual([{ page: '/my/orders' }]);
  });

  it('lists each order with its date, merchants, total, payment method and shipment states, and pages by links', async () => {
    const orders = [orderSummaryFixture(), orderSummaryFixture({ id: 'second', paymentMethod: 'STRIPE', shipmentTracking: [] })];
    renderPage(<MyOrdersPage />, '/my/orders?page=2', myOrdersDataFixture({ orders, page: 2, perPage: 2, totalCount: 5 }));
    const list = await screen.findByRole('list', { name: '5 orders' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Order of 2 November 2026' })).toHaveAttribute('href', '/my/orders/0b6f2f0e-7d7c-4c61-9a39-6f1f0f6f3a01');
    expect(first.getByText('Shop A, Shop B')).toBeInTheDocument();
    expect(first.getByText('€59.90')).toBeInTheDocument();
    expect(first.getByText('Invoice')).toBeInTheDocument();
    expect(first.getByText('Shop A: In transit')).toBeInTheDocument();
    expect(first.getByText('Shop B: Delivered')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Card')).toBeInTheDocument();
    const paging = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(paging).getByRole('link', { name: /previous/i })).toHaveAttribute('href', '/my/orders');
    expect(within(paging).getByRole('link', { name: /next/i })).toHaveAttribute('href', '/my/orders?page=3');
  });
});

describe('order details page', () => {
  it('says so when the account has no such order', async () => {
    renderPage(<OrderDetailsPage />, '/my/orders/ord-42', orderDetailsDataFixture({ orderId: 'ord-42', order: null, invoice: null, shipments: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ord-42' })).toBeInTheDocument();
    expect(screen.getByText('There is no order with this number in your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/my/orders');
  });

  it('shows the lines per merchant, totals with the VAT line, the invoice and each shipment as an ordered timeline', async () => {
    renderPage(<OrderDetailsPage />, '/my/orders/x', orderDetailsDataFixture());
    expect(await screen.findByRole('heading', { level: 1, name: 'Order of 2 November 2026' })).toBeInTheDocument();
    const shopA = screen.getByRole('region', { name: 'Shop A' });
    const lines = within(shopA).getByRole('table', { name: 'Products from Shop A' });
    expect(within(lines).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Product', 'Quantity', 'Unit price', 'Line total']);
    expect(within(lines).getByRole('rowheader', { name: 'Kettle' })).toBeInTheDocument();
    expect(within(lines).getByText('€25.00')).toBeInTheDocument();
    expect(within(shopA).getByRole('link', { name: 'Terms of sale' })).toHaveAttribute('href', 'https://shop-a.example/terms');

    const timeline = within(shopA).getByRole('list', { name: 'Shipment events, oldest first' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((event) => event.getAttribute('data-milestone'))).toEqual(['InfoReceived', 'InTransit']);
    expect(events[1]).toHaveTextContent('In transit');
    expect(events[1]).toHaveTextContent('Vantaa sorting centre');
    expect(within(shopA).getByText(/Now:/)).toHaveTextContent('Now: In transit');
    // Shop B's tracker could not be read: its milestone from the order still shows.
    const shopB = screen.getByRole('region', { name: 'Shop B' });
    expect(within(shopB).getByText(/Now:/)).toHaveTextContent('Now: Delivered');
    expect(within(shopB).getByText('Tracking cannot be read right now.')).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Summary' });
    expect(within(totals).getByText('Total owed')).toBeInTheDocument();
    expect(within(totals).getByText('Includes VAT (25,5 %)')).toBeInTheDocument();
    expect(within(totals).getByText('€12.17')).toBeInTheDocument();

    const invoice = screen.getByRole('region', { name: 'Invoice' });
    expect(within(invoice).getByText('Payment scheduled')).toBeInTheDocument();
    expect(within(invoice).getByText('1234561')).toBeInTheDocument();
    expect(within(invoice).getByRole('link', { name: 'Printable invoice' })).toHaveAttribute('href', '/my/orders/0b6f2f0e-7d7c-4c61-9a39-6f1f0f6f3a01/invoice');
  });

  it('says when the invoice cannot be read, and when a shipment has no events yet', async () => {
    renderPage(<OrderDetailsPage />, '/my/orders/x', orderDetailsDataFixture({ invoice: null, shipments: [shipmentDetailsFixture({ events: [], milestone: 'Pending' })] }));
    expect(await screen.findByText('The invoice cannot be read right now. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByText('The courier has not reported on this shipment yet.')).toBeInTheDocument();
  });
});

describe('printable invoice page', () => {
  it('shows the invoice facts, the lines and the totals, with a way back', async () => {
    renderPage(<InvoicePage />, '/my/orders/x/invoice', { meta: { title: 'x', description: '' }, order: orderDetailsFixture(), invoice: invoiceDetailsFixture({ paymentStatus: 'Overdue' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice K-0B6F2F0E7D' })).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('FI49 5000 9420 0287 30')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Products from Shop B' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/my/orders/0b6f2f0e-7d7c-4c61-9a39-6f1f0f6f3a01');
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
