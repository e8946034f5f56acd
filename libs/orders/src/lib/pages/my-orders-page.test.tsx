import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from 'react-router-dom';
import { TestI18nProvider } from '@kori/i18n/testing';
import { MyOrdersPage } from './my-orders-page';
import { OrderDetailsPage } from './order-details-page';

function renderPage(element: JSX.Element, url: string, loaderData: object) {
  const logouts: Record<string, string>[] = [];
  const router = createMemoryRouter(
    [
      { path: '/my/orders', element, loader: () => loaderData },
      { path: '/my/orders/:orderId', element, loader: () => loaderData },
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

describe('account pages', () => {
  it('my orders names the signed-in shopper, says there are no orders and offers signing out', async () => {
    const user = userEvent.setup();
    const { logouts } = renderPage(<MyOrdersPage />, '/my/orders', { meta: { title: 'x', description: '' }, email: 'ada@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('You have no orders yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(logouts).toEqual([{ page: '/my/orders' }]);
  });

  it('order details says the order is not in the account', async () => {
    renderPage(<OrderDetailsPage />, '/my/orders/ord-42', { meta: { title: 'x', description: '' }, email: 'ada@example.com', orderId: 'ord-42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ord-42' })).toBeInTheDocument();
    expect(screen.getByText('There is no order with this number in your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/my/orders');
  });
});
