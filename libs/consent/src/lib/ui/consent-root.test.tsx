import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentStateAtom, marketingTrackingAtom, onConsentUpdated, type ConsentUpdate } from '@kori/consent-state';
import { renderConsentPage } from '../../testing/consent-test-harness';
import { preloadConsentSettings } from './lazy-settings-panel';

const undecided = { levels: { preferences: false, statistics: false, advertising: false }, decided: false };
const statisticsOnly = { levels: { preferences: false, statistics: true, advertising: false }, decided: true };

const plain = (entries: unknown[] | undefined) => (entries ?? []).map((entry) => (Array.isArray(entry) ? [...entry] : entry));

let fetchMock: jest.Mock;
let updates: ConsentUpdate[];
let unsubscribe: () => void;

// As after the pointer passed over a settings button: the panel's code is here, so it opens in the same
// render. Loading it on demand is covered in lazy-settings-panel.test.tsx.
beforeAll(() => preloadConsentSettings());

beforeEach(() => {
  delete window.dataLayer;
  delete window.__koriConsentMode;
  delete document.documentElement.dataset['marketingTracking'];
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  fetchMock = jest.fn(async () => new Response('{}', { status: 200 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  updates = [];
  unsubscribe = onConsentUpdated((update) => updates.push(update));
});

afterEach(() => unsubscribe());

function putBodies() {
  return fetchMock.mock.calls.map(([url, init]) => ({ url, method: init.method, body: JSON.parse(init.body) }));
}

describe('first visit', () => {
  it('shows the banner as a labelled region with the three choices, as a form that works without JavaScript', () => {
    renderConsentPage({ consent: undecided });
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(within(banner).getByRole('heading', { name: 'Cookies on Kori' })).toBeInTheDocument();
    const accept = within(banner).getByRole('button', { name: 'Accept all' });
    const necessary = within(banner).getByRole('button', { name: 'Necessary only' });
    const settings = within(banner).getByRole('button', { name: 'Settings' });
    const form = accept.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/consent');
    expect(form.querySelector('input[name="redirectTo"]')).toHaveValue('/tv/oled/123?sort=price');
    expect([accept, necessary, settings].map((button) => [button.getAttribute('name'), button.getAttribute('value')])).toEqual([
      ['intent', 'accept-all'],
      ['intent', 'necessary-only'],
      ['intent', 'open-settings'],
    ]);
    expect(within(banner).getByRole('link', { name: 'Read more in our privacy statement' })).toHaveAttribute('href', '/privacy-statement');
  });

  it('does not take the focus or hide the page: the main action stays usable', () => {
    renderConsentPage({ consent: undecided });
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    expect(document.querySelector('[aria-modal="true"]')).toBeNull();
  });

  it('pushes the denied Consent Mode default before anything else', () => {
    renderConsentPage({ consent: undecided });
    expect(plain(window.dataLayer)).toEqual([
      ['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }],
    ]);
  });

  it('accept all: hides the banner, grants Consent Mode, starts tracking, announces and stores the choice', async () => {
    const user = userEvent.setup();
    const { store } = renderConsentPage({ consent: undecided });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    accept.focus();
    await user.click(accept);

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(store.get(consentStateAtom)).toEqual({ levels: { preferences: true, statistics: true, advertising: true }, decided: true });
    expect(plain(window.dataLayer)[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    expect(store.get(marketingTrackingAtom)).toBe('started');
    expect(document.documentElement.dataset['marketingTracking']).toBe('started');
    expect(updates).toEqual([
      { levels: { preferences: true, statistics: true, advertising: true }, previous: { preferences: false, statistics: false, advertising: false }, value: '1-1_2-1_3-1_4-1' },
    ]);
    expect(putBodies()).toEqual([
      {
        url: '/api/cookies/consent-levels/',
        method: 'PUT',
        body: { value: '1-1_2-1_3-1_4-1', options: { maxAge: 63072000, sameSite: true, path: '/', httpOnly: false, secure: true } },
      },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('necessary only: keeps everything denied and marks tracking revoked after 1 second', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { store } = renderConsentPage({ consent: undecided });
      document.cookie = '_ga=GA1.1.1.1; Path=/';
      await user.click(screen.getByRole('button', { name: 'Necessary only' }));
      expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
      expect(plain(window.dataLayer)[1]).toEqual([
        'consent',
        'update',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ]);
      expect(putBodies()[0]!.body.value).toBe('1-1_2-0_3-0_4-0');
      act(() => jest.advanceTimersByTime(1000));
      expect(store.get(marketingTrackingAtom)).toBe('revoked');
      expect(document.documentElement.dataset['marketingTracking']).toBe('revoked');
      expect(document.cookie).not.toContain('_ga=');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('settings panel', () => {
  it('opens from the banner as a dialog with a checkbox per level, and saves the checked ones', async () => {
    const user = userEvent.setup();
    const { store } = renderConsentPage({ consent: undecided });
    await user.click(screen.getByRole('button', { name: 'Settings' }));

    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const necessary = within(dialog).getByRole('checkbox', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Preferences', 'Statistics', 'Advertising']) {
      expect(within(dialog).getByRole('checkbox', { name })).not.toBeChecked();
    }
    await user.click(within(dialog).getByRole('checkbox', { name: 'Statistics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(store.get(consentStateAtom).levels).toEqual({ preferences: false, statistics: true, advertising: false });
    expect(putBodies()[0]!.body.value).toBe('1-1_2-0_3-1_4-0');
    expect(await screen.findByText('Your cookie choices have been saved.')).toBeInTheDocument();
  });

  it('opens from the footer on a later visit showing the stored choice, and cancel keeps it', async () => {
    const user = userEvent.setup();
    renderConsentPage({ consent: statisticsOnly });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    const footerButton = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(footerButton);
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('checkbox', { name: 'Statistics' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(updates).toEqual([]);
    expect(document.activeElement).toBe(footerButton);
    await user.click(footerButton);
    expect(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderConsentPage({ consent: statisticsOnly });
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('necessary only from the panel revokes and announces the change', async () => {
    const user = userEvent.setup();
    const { store } = renderConsentPage({ consent: statisticsOnly });
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Necessary only' }));
    expect(store.get(consentStateAtom).levels).toEqual({ preferences: false, statistics: false, advertising: false });
    expect(updates.map((update) => update.value)).toEqual(['1-1_2-0_3-0_4-0']);
  });

  it('saving the same choice again stores it but sends no consent-updated event', async () => {
    const user = userEvent.setup();
    renderConsentPage({ consent: statisticsOnly });
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save choices' }));
    expect(putBodies().map((call) => call.body.value)).toEqual(['1-1_2-0_3-1_4-0']);
    expect(updates).toEqual([]);
  });

  it('is open at first render for ?consent-settings=open and closing drops the parameter', async () => {
    const user = userEvent.setup();
    const { router } = renderConsentPage({ consent: statisticsOnly, url: '/deals?consent-settings=open&page=2' });
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog.querySelector('input[name="redirectTo"]')).toHaveValue('/deals?page=2');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('stored choice', () => {
  it('applies a returning shopper choice without showing the banner', () => {
    const { store } = renderConsentPage({ consent: statisticsOnly });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(plain(window.dataLayer)[1]).toEqual(['consent', 'update', { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(store.get(marketingTrackingAtom)).toBe('started');
  });

  it('takes the choice from document.cookie when the server did not receive the Strict cookie', () => {
    document.cookie = 'consent-levels=1-1_2-0_3-1_4-0; Path=/';
    const { store } = renderConsentPage({ consent: undecided });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(store.get(consentStateAtom)).toEqual(statisticsOnly);
    expect(updates).toEqual([]);
  });

  it('ignores a malformed cookie: the banner stays', () => {
    document.cookie = 'consent-levels=1-1_2-1_3-1_4-9; Path=/';
    renderConsentPage({ consent: undecided });
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});

describe('footer button', () => {
  it('is a GET form for the same page that keeps the other query parameters', () => {
    renderConsentPage({ consent: statisticsOnly, url: '/search?q=tv&page=2' });
    const button = screen.getByRole('button', { name: 'Cookie settings' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect([...new FormData(form).entries()]).toEqual([
      ['q', 'tv'],
      ['page', '2'],
    ]);
    expect(button).toHaveAttribute('name', 'consent-settings');
    expect(button).toHaveAttribute('value', 'open');
  });
});
