import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TestI18nProvider } from '@kori/i18n/testing';
import { onCommerceEvent, type CommerceEvent } from '@kori/shell';
import { inviteDataFixture } from '../../testing';
import type { InviteData } from './invite-data';
import { InviteAFriendPage } from './invite-page';

function renderPage(data: InviteData) {
  const router = createMemoryRouter([{ path: '/invite-a-friend', element: <InviteAFriendPage />, loader: () => data }], {
    initialEntries: ['/invite-a-friend'],
    hydrationData: { loaderData: { '0': data } },
    future: { v7_relativeSplatPath: true, v7_normalizeFormMethod: true },
  });
  return render(
    <TestI18nProvider locale="en-FI">
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </TestI18nProvider>,
  );
}

const events: CommerceEvent[] = [];
let stop: () => void;
beforeEach(() => {
  events.length = 0;
  stop = onCommerceEvent((event) => events.push(event));
});
afterEach(() => {
  stop();
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});

describe('InviteAFriendPage', () => {
  it('shows the code and the link, and copies the link where there is no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderPage(inviteDataFixture());
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite a friend' })).toBeInTheDocument();
    expect(screen.getByText('KABC1234')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your invitation link' })).toHaveValue('https://kori.example/?setUsedCoupon=KABC1234');
    expect(screen.queryByRole('button', { name: 'Share the invitation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith('https://kori.example/?setUsedCoupon=KABC1234');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
    expect(events).toEqual([{ type: 'referralCode', input: { action: 'shared', method: 'copy_link' } }]);
  });

  it('says when copying failed, so the shopper copies the link by hand', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderPage(inviteDataFixture());
    await user.click(await screen.findByRole('button', { name: 'Copy the link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copying did not work. Select the link and copy it yourself.');
    expect(events).toEqual([]);
  });

  it("opens the browser's share sheet where there is one", async () => {
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPage(inviteDataFixture());
    await user.click(await screen.findByRole('button', { name: 'Share the invitation' }));
    expect(share).toHaveBeenCalledWith({
      title: 'An invitation to Kori',
      text: 'Get 10 % off your first Kori order with the code KABC1234.',
      url: 'https://kori.example/?setUsedCoupon=KABC1234',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Invitation shared.');
    expect(events).toEqual([{ type: 'referralCode', input: { action: 'shared', method: 'native_share' } }]);
  });

  it('says nothing when the shopper closes the share sheet', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'share', { value: jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')), configurable: true });
    renderPage(inviteDataFixture());
    await user.click(await screen.findByRole('button', { name: 'Share the invitation' }));
    await act(async () => undefined);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(events).toEqual([]);
  });

  it('says when the code cannot be shown just now', async () => {
    renderPage(inviteDataFixture({ referralCode: null, shareUrl: null, unavailable: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your invitation code cannot be shown just now. Try again in a moment.');
  });
});
