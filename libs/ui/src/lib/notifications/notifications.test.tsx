import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { uiWrapper } from '../../testing';
import { notificationsAtom, pushNotificationAtom, type NotificationType } from './notification-atoms';
import { Notifications } from './notifications';

function setup() {
  const store = createStore();
  render(
    <StrictMode>
      <Notifications />
    </StrictMode>,
    { wrapper: uiWrapper({ store }) },
  );
  const push = (message: string, type: NotificationType) => act(() => void store.set(pushNotificationAtom, { message, type }));
  return { store, push };
}

describe('<Notifications />', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['ERROR', 9000],
    ['WARNING', 9000],
    ['INFO', 5000],
    ['SUCCESS', 5000],
  ] as const)('removes a %s notification exactly after %i ms', (type, timeout) => {
    const { store, push } = setup();
    push(`A ${type} message`, type);
    expect(screen.getByText(`A ${type} message`)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(timeout - 1));
    expect(screen.getByText(`A ${type} message`)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(`A ${type} message`)).not.toBeInTheDocument();
    expect(store.get(notificationsAtom)).toEqual([]);
  });

  it('times each notification from when it was shown', () => {
    const { push } = setup();
    push('first', 'INFO');
    act(() => jest.advanceTimersByTime(3000));
    push('second', 'INFO');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });

  it('announces errors and warnings as alerts, info and success politely', () => {
    const { push } = setup();
    push('Payment failed', 'ERROR');
    push('Stock is low', 'WARNING');
    push('Added to cart', 'SUCCESS');
    push('Prices updated', 'INFO');

    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(alert).getByText('Payment failed')).toBeInTheDocument();
    expect(within(alert).getByText('Stock is low')).toBeInTheDocument();
    expect(within(status).getByText('Added to cart')).toBeInTheDocument();
    expect(within(status).getByText('Prices updated')).toBeInTheDocument();
    expect(within(alert).queryByText('Added to cart')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('keeps both live regions in the page before anything is shown', () => {
    setup();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes one notification with its translated close button', () => {
    const { store, push } = setup();
    push('one', 'INFO');
    push('two', 'ERROR');
    const buttons = screen.getAllByRole('button', { name: 'Close notification' });
    expect(buttons).toHaveLength(2);

    fireEvent.click(within(screen.getByText('one').parentElement!).getByRole('button'));
    expect(screen.queryByText('one')).not.toBeInTheDocument();
    expect(store.get(notificationsAtom).map((notification) => notification.id)).toEqual([2]);

    // The cleared timer of the closed one does not touch the others.
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('two')).toBeInTheDocument();
  });

  it('uses the close label of the current language', () => {
    const store = createStore();
    render(<Notifications />, { wrapper: uiWrapper({ store, locale: 'fi-FI' }) });
    act(() => void store.set(pushNotificationAtom, { message: 'Virhe', type: 'ERROR' }));
    expect(screen.getByRole('button', { name: 'Sulje ilmoitus' })).toBeInTheDocument();
  });

  it('leaves no timers behind when unmounted', () => {
    const store = createStore();
    const { unmount } = render(<Notifications />, { wrapper: uiWrapper({ store }) });
    act(() => void store.set(pushNotificationAtom, { message: 'x', type: 'INFO' }));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
