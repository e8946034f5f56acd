/**
 * @jest-environment jsdom
 */
import { notificationsAtom } from '@kori/ui';
import { renderInDataRouter } from '@kori/shell/testing';
import { waitFor } from '@testing-library/react';
import type { PriceAlertActionData } from '../model/price-alert-form';
import { PriceAlertDeletion } from './price-alert-deletion';

const ALERT_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

function renderAt(url: string, answer: (fields: FormData) => PriceAlertActionData) {
  const posted: FormData[] = [];
  const view = renderInDataRouter(
    [
      { path: '/', element: <PriceAlertDeletion /> },
      {
        path: '/price-alerts',
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(form);
          return answer(form);
        },
      },
    ],
    { url },
  );
  return { ...view, posted };
}

describe('PriceAlertDeletion', () => {
  it('deletes the alert, drops the parameter without a reload and shows only the success notification', async () => {
    const { router, store, posted } = renderAt(`/?x=1&price-alert-to-delete=${ALERT_ID}`, () => ({ intent: 'delete', outcome: 'deleted', alertId: ALERT_ID }));
    await waitFor(() => expect(store.get(notificationsAtom)).toHaveLength(1));
    expect(posted[0]?.get('alertId')).toBe(ALERT_ID);
    expect(posted[0]?.get('intent')).toBe('delete');
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(store.get(notificationsAtom)[0]).toMatchObject({ message: 'The price alert was deleted.', options: { type: 'SUCCESS' }, closeTimeout: 5000 });
  });

  it('shows only the failure notification when the alert is not INACTIVE', async () => {
    const { router, store } = renderAt(`/?price-alert-to-delete=${ALERT_ID}`, () => ({ intent: 'delete', outcome: 'delete-failed', alertId: ALERT_ID }));
    await waitFor(() => expect(store.get(notificationsAtom)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.get(notificationsAtom)).toEqual([expect.objectContaining({ message: 'The price alert could not be deleted.', options: { type: 'ERROR' }, closeTimeout: 9000 })]);
    expect(router.state.location.search).toBe('');
  });

  it('fails a malformed id without asking the server', async () => {
    const { store, posted, router } = renderAt('/?price-alert-to-delete=nonsense', () => ({ intent: 'delete', outcome: 'deleted', alertId: null }));
    await waitFor(() => expect(store.get(notificationsAtom)).toHaveLength(1));
    expect(store.get(notificationsAtom)[0]?.options.type).toBe('ERROR');
    expect(posted).toEqual([]);
    expect(router.state.location.search).toBe('');
  });

  it('does nothing on a page without the parameter', async () => {
    const { store, posted } = renderAt('/?x=1', () => ({ intent: 'delete', outcome: 'deleted', alertId: null }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.get(notificationsAtom)).toEqual([]);
    expect(posted).toEqual([]);
  });
});
