/**
 * @jest-environment jsdom
 */
import { renderInDataRouter } from '@kori/shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceAlertActionData } from '../model/price-alert-form';
import { PriceAlertForm } from './price-alert-form';

const ALERT_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

function renderForm(url: string, signedIn: boolean, answer: PriceAlertActionData = { intent: 'create', outcome: 'code-sent', alertId: ALERT_ID }) {
  const posted: Record<string, string>[] = [];
  const view = renderInDataRouter(
    [
      { path: '/p/:id', element: <PriceAlertForm productId="42" currency="EUR" signedIn={signedIn} /> },
      {
        path: '/price-alerts',
        action: async ({ request }) => {
          posted.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
          return answer;
        },
      },
    ],
    { url },
  );
  return { ...view, posted };
}

describe('PriceAlertForm', () => {
  it('asks a signed-out shopper for the e-mail address, then for the mailed code', async () => {
    const { posted } = renderForm('/p/42', false);
    expect(screen.getByRole('heading', { name: 'Price alert' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Target price (EUR)'), '449.90');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'guest@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Set price alert' }));
    await waitFor(() => expect(screen.getByLabelText('Code from the e-mail')).toBeInTheDocument());
    expect(posted[0]).toMatchObject({ intent: 'create', productId: '42', targetPrice: '449.90', email: 'guest@example.com', returnTo: '/p/42', js: '1' });
    expect(screen.getByRole('status')).toHaveTextContent('We sent a code to your e-mail address.');
  });

  it('needs no e-mail address from a signed-in shopper', async () => {
    renderForm('/p/42', true, { intent: 'create', outcome: 'created', alertId: ALERT_ID });
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Target price (EUR)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Set price alert' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Price alert set.'));
  });

  it('shows the outcome of a plain form post from the address, with the code step', () => {
    renderForm(`/p/42?price-alert=invalid-code&price-alert-pending=${ALERT_ID}`, false);
    expect(screen.getByLabelText('Code from the e-mail')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The code is not right or has expired.');
    expect(document.querySelector('input[name="alertId"]')).toHaveValue(ALERT_ID);
    expect(document.querySelector('input[name="returnTo"]')).toHaveValue('/p/42');
  });
});
