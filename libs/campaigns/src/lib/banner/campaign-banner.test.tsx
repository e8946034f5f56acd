import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { TestI18nProvider } from '@kori/i18n/testing';
import { storedCouponCodes, storeUsedCouponCodes } from '@kori/coupon-state/testing';
import { renderView, renderViewSettled } from '@kori/shell/testing';
import { campaignFixture } from '../../testing';
import { CampaignBanner } from './campaign-banner';
import type { CampaignData } from './campaign-rules';

const star = campaignFixture(); // 2026-03-01..2026-03-31
const at = (isoDate: string) => () => new Date(`${isoDate}T12:00:00`);

function renderBanner(today: string, { campaigns = [star], locale = 'en-FI' as const } = {}) {
  const store = createStore();
  renderView(
    <Provider store={store}>
      <CampaignBanner campaigns={campaigns} now={at(today)} />
    </Provider>,
    { locale },
  );
  return store;
}

const banner = () => screen.queryByRole('complementary');
const storedDismissal = () => JSON.parse(window.localStorage.getItem('current-campaign') ?? 'null') as unknown;

describe('CampaignBanner', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('shows the current campaign in the page language: text, short text, blurb, code, offer and terms links', async () => {
    renderBanner('2026-03-10');
    const aside = await screen.findByRole('complementary', { name: /EN: First order\?/ });
    expect(aside).toHaveTextContent('EN: First-order discount with STAR');
    expect(aside).toHaveTextContent('EN: Welcome to Kori!');
    expect(aside).toHaveTextContent('Code STAR');
    expect(aside).toHaveTextContent('Valid until 31 Mar 2026');
    expect(screen.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/deals');
    expect(screen.getByRole('link', { name: 'Read more about the campaign' })).toHaveAttribute('href', '/campaign-terms');
  });

  it('renders only an empty space of the banner in the first render (stored values are not loaded yet)', () => {
    const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    const firstRender = (campaigns: CampaignData[]) =>
      renderToString(
        <TestI18nProvider locale="en-FI">
          <Provider store={createStore()}>
            <CampaignBanner campaigns={campaigns} now={at('2026-03-10')} />
          </Provider>
        </TestI18nProvider>,
      );
    expect(firstRender([star])).toBe('<div class="kori-campaign-space" aria-hidden="true"></div>');
    // No campaign may show: no space is kept.
    expect(firstRender([])).toBe('');
    expect(firstRender([campaignFixture({ isActive: false })])).toBe('');
    // The server saw this browser's "banner hidden" hint: no space to close later.
    expect(
      renderToString(
        <TestI18nProvider locale="en-FI">
          <Provider store={createStore()}>
            <CampaignBanner campaigns={[star]} keepSpace={false} now={at('2026-03-10')} />
          </Provider>
        </TestI18nProvider>,
      ),
    ).toBe('');
  });

  it("tells the next page's server whether the banner is hidden (a cookie set while hidden, removed once shown)", async () => {
    const hiddenCookie = () => document.cookie.split('; ').includes('campaign-banner-hidden=1');
    storeUsedCouponCodes(['ABC']);
    renderBanner('2026-03-10');
    await act(async () => undefined);
    expect(banner()).toBeNull();
    expect(hiddenCookie()).toBe(true);
    window.localStorage.clear();
    renderBanner('2026-03-10');
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
    expect(hiddenCookie()).toBe(false);
  });

  it('shows the banner in the space kept for it, and gives the space up when no banner shows', async () => {
    const { unmount } = renderView(
      <Provider store={createStore()}>
        <CampaignBanner campaigns={[star]} now={at('2026-03-10')} />
      </Provider>,
    );
    const aside = await screen.findByRole('complementary');
    expect(aside.parentElement).toHaveClass('kori-campaign-space');
    expect(aside.parentElement).not.toHaveAttribute('aria-hidden');
    unmount();
    storeUsedCouponCodes(['ABC']);
    const hidden = renderView(
      <Provider store={createStore()}>
        <CampaignBanner campaigns={[star]} now={at('2026-03-10')} />
      </Provider>,
    );
    await act(async () => undefined);
    expect(hidden.container.querySelector('.kori-campaign-space')).toBeNull();
  });

  it('stays hidden outside the campaign dates', async () => {
    renderBanner('2026-04-01');
    await act(async () => undefined);
    expect(banner()).toBeNull();
  });

  it('stays hidden once a coupon code was used', async () => {
    storeUsedCouponCodes(['ABC']);
    renderBanner('2026-03-10');
    await act(async () => undefined);
    expect(banner()).toBeNull();
  });

  it('on dismissal hides, stores { dismissedAt, campaignId } under current-campaign and records the code as used', async () => {
    renderBanner('2026-03-10');
    await userEvent.click(await screen.findByRole('button', { name: 'Close the campaign banner' }));
    expect(banner()).toBeNull();
    expect(storedDismissal()).toEqual({ dismissedAt: '2026-03-10', campaignId: 'coupon_STAR' });
    expect(storedCouponCodes()).toEqual({ used: ['STAR'], lastUsed: 'STAR' });
  });

  it('stays hidden up to day 7 after a dismissal, and on day 8 shows again with the stale dismissal removed', async () => {
    const dismissal = JSON.stringify({ dismissedAt: '2026-03-05', campaignId: 'coupon_STAR' });
    window.localStorage.setItem('current-campaign', dismissal);
    renderBanner('2026-03-12');
    await act(async () => undefined);
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem('current-campaign')).toBe(dismissal);

    document.body.innerHTML = '';
    renderBanner('2026-03-13');
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('current-campaign')).toBeNull());
  });

  it('resets a malformed dismissal and logs the schema warning', async () => {
    window.localStorage.setItem('current-campaign', JSON.stringify({ dismissedAt: 'last week', campaignId: 'coupon_STAR' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBanner('2026-03-10');
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Stored value for current-campaign does not match schema');
  });

  it('shows the banner of a campaign without code or link with only what it has', async () => {
    renderBanner('2026-03-10', { campaigns: [campaignFixture({ id: 'plain', firstTimeBuyer: false, discountPromotion: null, link: null })] });
    const aside = await screen.findByRole('complementary');
    expect(aside.querySelector('strong')).toBeNull();
    expect(screen.queryByRole('link', { name: 'See the offer' })).toBeNull();
  });

  it('dismissing a campaign without a code records no code', async () => {
    renderBanner('2026-03-10', { campaigns: [campaignFixture({ id: 'plain', firstTimeBuyer: false, discountPromotion: null })] });
    await userEvent.click(await screen.findByRole('button', { name: 'Close the campaign banner' }));
    expect(storedCouponCodes().used).toBeNull();
    expect(storedDismissal()).toEqual({ dismissedAt: '2026-03-10', campaignId: 'plain' });
  });
});
