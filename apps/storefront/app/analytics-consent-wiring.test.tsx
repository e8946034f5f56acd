/** @jest-environment jsdom */
// The storefront root composes analytics, the consent feature and the page-view reporter; this checks them together.
import { AnalyticsRoot, CLIENT_ID_STORAGE_KEY } from '@kori/analytics';
import { ConsentRoot, CookieSettingsButton } from '@kori/consent';
import type { ConsentState } from '@kori/consent-state';
import { reportCommerceEvent, usePageViewReporter, type CommerceEvent } from '@kori/shell';
import { UiTestProvider } from '@kori/ui/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';

// Counts how often the runtime (the part loaded on demand) is started.
const mockEngineStarts = jest.fn();
// The engine is the on-demand chunk of @kori/analytics, mocked by its file path.
jest.mock('../../../libs/analytics/src/lib/runtime/analytics-engine', () => {
  const actual = jest.requireActual('../../../libs/analytics/src/lib/runtime/analytics-engine');
  return {
    startAnalyticsEngine: (...args: Parameters<typeof actual.startAnalyticsEngine>) => {
      mockEngineStarts();
      return actual.startAnalyticsEngine(...args);
    },
  };
});

const undecided: ConsentState = { levels: { preferences: false, statistics: false, advertising: false }, decided: false };
const acceptedAll: ConsentState = { levels: { preferences: true, statistics: true, advertising: true }, decided: true };

function Root({ consent }: { consent: ConsentState }) {
  usePageViewReporter();
  return (
    <>
      <Outlet />
      <footer>
        <CookieSettingsButton />
      </footer>
      <ConsentRoot consent={consent} />
      <AnalyticsRoot />
    </>
  );
}

function renderApp(consent: ConsentState) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Root consent={consent} />,
        children: [
          {
            index: true,
            handle: { pageMetadata: { pageType: 'home' } },
            element: (
              <main>
                <Link to="/tv">Televisions</Link>
              </main>
            ),
          },
          { path: 'tv', handle: { pageMetadata: { pageType: 'category' } }, element: <main>TV</main> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <UiTestProvider store={createStore()}>
      <RouterProvider router={router} />
    </UiTestProvider>,
  );
  return router;
}

// This project's setup swaps in undici's FormData for Remix's server code; the settings panel reads its
// checkboxes with `new FormData(form)`, which needs jsdom's own (kept in jsdom's constructor registry).
const jsdomConstructors = (window as unknown as Record<symbol, Record<string, unknown>>)[Symbol.for('[webidl2js] constructor registry')];
const serverFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = jsdomConstructors!['FormData'] as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = serverFormData;
});

let fetchMock: jest.Mock;
let beacon: jest.Mock;

const dataLayerEvents = () =>
  (window.dataLayer ?? [])
    .filter((entry) => !Array.isArray(entry) && typeof entry['event'] === 'string')
    .map((entry) => (entry as Record<string, unknown>)['event']);
const collectorBatches = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/analytics')
    .map(([, init]) => JSON.parse(init.body).events.map((event: { name: string }) => event.name));
const cookieWrites = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/cookies/')).map(([, init]) => JSON.parse(init.body).value);

async function flushAsync() {
  // Hashing and delivery run on promises; let them settle under fake timers.
  for (let n = 0; n < 5; n++) await act(async () => undefined);
}

beforeEach(() => {
  jest.useFakeTimers();
  delete window.dataLayer;
  delete window.__koriConsentMode;
  localStorage.clear();
  fetchMock = jest.fn(async () => new Response('{}', { status: 200 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  beacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockEngineStarts.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A first visit on which the shopper answers the consent banner with "Necessary only"; the user events for the rest. */
async function firstVisitAnsweringNecessaryOnly() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderApp(undecided);
  await flushAsync();
  await user.click(screen.getByRole('button', { name: 'Necessary only' }));
  await flushAsync();
  return user;
}

const cartAdd: CommerceEvent = {
  type: 'addToCart',
  input: {
    items: [{ id: 'product-1', offerId: 'offer-1', name: 'Lumo X', brand: 'Lumo', merchant: 'Gigashop', price: { price: '100.00', currency: 'EUR' }, quantity: 2 }],
  },
};

describe('AnalyticsRoot with the consent and page-view wiring of the storefront root', () => {
  it('with consent: page views reach the data layer, and the collector within 800 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp(acceptedAll);
    await flushAsync();
    expect(dataLayerEvents()).toEqual(['page_view']);
    expect(mockEngineStarts).toHaveBeenCalledTimes(1);
    expect(collectorBatches()).toEqual([]);
    act(() => jest.advanceTimersByTime(800));
    expect(collectorBatches()).toEqual([['page_view']]);

    await user.click(screen.getByRole('link', { name: 'Televisions' }));
    await flushAsync();
    expect(dataLayerEvents()).toEqual(['page_view', 'page_view']);
    const pageView = (window.dataLayer ?? []).filter((entry) => !Array.isArray(entry) && entry['event'] === 'page_view')[1];
    expect(pageView).toMatchObject({ page_path: '/tv', page_type: 'category', language: 'en-FI' });
    expect(localStorage.getItem(CLIENT_ID_STORAGE_KEY)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends what is queued by beacon when the page is hidden', async () => {
    renderApp(acceptedAll);
    await flushAsync();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/api/analytics');
    act(() => jest.advanceTimersByTime(800));
    expect(collectorBatches()).toEqual([]);
  });

  it('necessary only: no marketing events and no collector calls', async () => {
    const user = await firstVisitAnsweringNecessaryOnly();
    act(() => jest.advanceTimersByTime(5000));
    await user.click(screen.getByRole('link', { name: 'Televisions' }));
    await flushAsync();
    act(() => jest.advanceTimersByTime(5000));
    expect(dataLayerEvents()).toEqual([]);
    expect(collectorBatches()).toEqual([]);
    expect(beacon).not.toHaveBeenCalled();
    expect(cookieWrites()).toEqual(['1-1_2-0_3-0_4-0']);
    expect(document.documentElement.dataset['marketingTracking']).toBe('revoked');
    // Nothing could be sent, so the runtime was never loaded.
    expect(mockEngineStarts).not.toHaveBeenCalled();
  });

  it('accept all on the first visit: consent_updated and the page view reach both sinks', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp(undecided);
    await flushAsync();
    act(() => jest.advanceTimersByTime(3000)); // the shopper reads the banner; tracking is marked revoked meanwhile
    expect(dataLayerEvents()).toEqual([]);
    expect(mockEngineStarts).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await flushAsync();
    expect(mockEngineStarts).toHaveBeenCalledTimes(1);
    expect(dataLayerEvents().sort()).toEqual(['consent_updated', 'page_view']);
    act(() => jest.advanceTimersByTime(800));
    expect(collectorBatches().flat().sort()).toEqual(['consent_updated', 'page_view']);
    expect(cookieWrites()).toEqual(['1-1_2-1_3-1_4-1']);
  });

  it('withdrawing consent stops events at once and forgets the client id after the grace second', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp(acceptedAll);
    await flushAsync();
    act(() => jest.advanceTimersByTime(800));
    expect(localStorage.getItem(CLIENT_ID_STORAGE_KEY)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    // The settings panel is a chunk of its own, loaded when it opens.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cookie settings' })).getByRole('button', { name: 'Necessary only' }),
    );
    await flushAsync();
    await user.click(screen.getByRole('link', { name: 'Televisions' }));
    await flushAsync();
    // The withdrawal itself reaches the data layer (covered by the consent it withdraws); the next page view does not.
    expect(dataLayerEvents()).toEqual(['page_view', 'consent_updated']);
    expect((window.dataLayer ?? []).find((entry) => !Array.isArray(entry) && entry['event'] === 'consent_updated')).toMatchObject({
      consent_statistics: 'denied',
      consent_advertising: 'denied',
    });
    act(() => jest.advanceTimersByTime(999));
    expect(localStorage.getItem(CLIENT_ID_STORAGE_KEY)).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(localStorage.getItem(CLIENT_ID_STORAGE_KEY)).toBeNull();
    expect(collectorBatches()).toEqual([['page_view']]);
  });

  it('with consent: a cart add reported through the shell reaches the data layer as add_to_cart', async () => {
    renderApp(acceptedAll);
    await flushAsync();
    act(() => reportCommerceEvent(cartAdd));
    await flushAsync();
    expect(dataLayerEvents()).toEqual(['page_view', 'add_to_cart']);
    const added = (window.dataLayer ?? []).find((entry) => !Array.isArray(entry) && entry['event'] === 'add_to_cart');
    expect(JSON.stringify(added)).toContain('"item_id":"product-1"');
    expect(JSON.stringify(added)).toContain('"affiliation":"Gigashop"');
    act(() => jest.advanceTimersByTime(800));
    expect(collectorBatches().flat()).toContain('add_to_cart');
  });

  it('necessary only: a cart add reported through the shell goes nowhere', async () => {
    await firstVisitAnsweringNecessaryOnly();
    act(() => reportCommerceEvent(cartAdd));
    await flushAsync();
    act(() => jest.advanceTimersByTime(5000));
    expect(dataLayerEvents()).toEqual([]);
    expect(collectorBatches()).toEqual([]);
    expect(mockEngineStarts).not.toHaveBeenCalled();
  });
});
