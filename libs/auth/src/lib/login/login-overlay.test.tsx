import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginOverlayAtom } from '@kori/shell';
import { installRecordingHost } from '@kori/native-app/testing';
import { createTestAuthRootData } from '../../testing';
import { authUserAtom, hasSessionAtom } from '../session/auth-atoms';
import { renderWithRouter, type RenderOptions } from '../test-support/render-with-router';
import { LoginOverlay, preloadLoginOverlay } from './login-overlay';
import type { LoginActionData } from './login-action-data';

/** The overlay with the default root data, rendered the way the storefront does. */
const renderOverlay = (options?: RenderOptions) => renderWithRouter(<LoginOverlay data={createTestAuthRootData()} />, options);
const verification = (methodId = 'email-test-1'): LoginActionData => ({ step: 'verification', email: 'ada@example.com', methodId });
const success: LoginActionData = {
  step: 'success',
  email: 'ada@example.com',
  user: { userId: 'user-test-1', email: 'ada@example.com' },
  sessionJwt: null,
};
const failed = (retryAfterMinutes: number | null = null): LoginActionData => ({
  step: 'initial',
  email: 'ada@example.com',
  retryAfterMinutes,
});

async function sendCode(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByRole('heading', { name: 'Enter your code' });
}

describe('LoginOverlay', () => {
  // As after the pointer passed over the sign-in link: the dialog's code is here, so it opens in the same
  // render. Loading it on demand is covered in login-overlay.lazy.test.tsx.
  beforeAll(() => preloadLoginOverlay());
  afterEach(() => {
    jest.useRealTimers();
    delete window.webkit;
  });

  it('stays hidden until the overlay flag or ?login=1 asks for it', async () => {
    const { store } = renderOverlay();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => store.set(loginOverlayAtom, true));
    expect(await screen.findByRole('dialog', { name: 'Sign in or create an account' })).toBeInTheDocument();
  });

  it('step 1: e-mail field with a placeholder and a send-code button, focused', async () => {
    renderOverlay({ url: '/?login=1' });
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveAttribute('placeholder', 'name@example.com');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('sends the code and moves to step 2 with the e-mail named and the code field focused', async () => {
    const user = userEvent.setup();
    const { calls } = renderOverlay({ url: '/deals?login=1', loginAnswers: [verification()] });
    await sendCode(user, '  ada@example.com ');
    expect(calls).toEqual([
      { path: '/auth/login', fields: { intent: 'send-code', email: 'ada@example.com', page: '/deals?login=1', js: '1' } },
    ]);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('submits the code by itself at exactly six characters, not at five', async () => {
    const user = userEvent.setup();
    const { calls } = renderOverlay({ url: '/?login=1', loginAnswers: [verification(), failed()] });
    await sendCode(user);
    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.type(code, '12345');
    expect(calls).toHaveLength(1);
    await user.type(code, '6');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.fields).toEqual({
      intent: 'verify-code',
      code: '123456',
      methodId: 'email-test-1',
      email: 'ada@example.com',
      page: '/?login=1',
      js: '1',
    });
  });

  it('does not auto-submit seven characters, and submits the trimmed code on Verify', async () => {
    const user = userEvent.setup();
    const { calls } = renderOverlay({ url: '/?login=1', loginAnswers: [verification(), failed()] });
    await sendCode(user);
    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.click(code);
    await user.paste('1234567');
    expect(calls).toHaveLength(1);
    await user.clear(code);
    await user.paste(' 1234 ');
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.fields['code']).toBe('1234');
  });

  it('returns to step 1 with the e-mail kept and no message after a wrong code', async () => {
    const user = userEvent.setup();
    renderOverlay({ url: '/?login=1', loginAnswers: [verification(), failed()] });
    await sendCode(user);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '000000');
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveValue('ada@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('returns to step 1 with the e-mail kept when sending fails, with the wait when rate-limited', async () => {
    const user = userEvent.setup();
    renderOverlay({ url: '/?login=1', loginAnswers: [failed(), failed(7)] });
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ada@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 7 minutes.');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ada@example.com');
  });

  it('returns to step 1 with the e-mail kept when the connection fails while sending, the page still there', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderOverlay({ url: '/?login=1', loginAnswers: [new TypeError('Failed to fetch')] });
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), ' ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ada@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('front page')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Login request failed; back to the e-mail step', expect.any(TypeError));
    warn.mockRestore();
  });

  it('returns to step 1 with the e-mail kept when the connection fails while verifying', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = renderOverlay({ url: '/deals?login=1', loginAnswers: [verification(), new TypeError('Failed to fetch')] });
    await sendCode(user);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveValue('ada@example.com');
    await waitFor(() => expect(email).toHaveFocus());
    expect(calls.map((call) => call.fields['intent'])).toEqual(['send-code', 'verify-code']);
    expect(screen.getByText('deals page')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('re-enters verification with the new method id on resend', async () => {
    const user = userEvent.setup();
    const { calls } = renderOverlay({ url: '/?login=1', loginAnswers: [verification('email-test-1'), verification('email-test-2'), failed()] });
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.fields).toMatchObject({ intent: 'resend-code', email: 'ada@example.com' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '654321');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.fields['methodId']).toBe('email-test-2');
  });

  it('starts in step 2 for a pending login (a plain form post came back) and verifies against its method id', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithRouter(
      <LoginOverlay data={createTestAuthRootData({ pendingLogin: { email: 'ada@example.com', methodId: 'email-test-5' } })} />,
      { url: '/?login=1', loginAnswers: [failed()] },
    );
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.fields).toMatchObject({ intent: 'verify-code', methodId: 'email-test-5', code: '123456' });
  });

  it('never enters the code step, so never verifies, without a method id', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithRouter(
      <LoginOverlay data={createTestAuthRootData({ pendingLogin: { email: 'ada@example.com', methodId: '' } })} />,
      { url: '/?login=1' },
    );
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), '123456');
    expect(calls).toHaveLength(0);
  });

  it('shows the success step, closes after 2 s and stays on the page outside mobile', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderOverlay({ url: '/deals?login=1', loginAnswers: [verification(), success] });
    await sendCode(user);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    const heading = await screen.findByRole('heading', { name: 'You are signed in' });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(store.get(authUserAtom)).toEqual({ userId: 'user-test-1', email: 'ada@example.com' });
    expect(store.get(hasSessionAtom)).toBe(true);

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/deals$/);
  });

  it('in the app view hands the JWT to the host and goes to /my/orders after 2 s', async () => {
    const host = installRecordingHost(['sendSessionJwt']);
    const ua = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(host.userAgent);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      renderWithRouter(<LoginOverlay data={createTestAuthRootData({ isNativeApp: true })} />, {
        url: '/deals?login=1',
        loginAnswers: [verification(), { ...success, sessionJwt: 'eyJ.header.sig' }],
      });
      // The app has its own navigation: no back button there.
      expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
      await sendCode(user);
      await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
      await screen.findByRole('heading', { name: 'You are signed in' });
      expect(host.messages).toEqual([{ name: 'sendSessionJwt', payload: { sessionJwt: 'eyJ.header.sig' } }]);
      act(() => jest.advanceTimersByTime(2000));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/my\/orders$/));
      expect(screen.getByText('orders page')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      ua.mockRestore();
      host.uninstall();
    }
  });

  it('goes to the return path after success when one was given', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderOverlay({ url: '/?login=1&returnTo=/my/orders', loginAnswers: [verification(), success] });
    await sendCode(user);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await screen.findByRole('heading', { name: 'You are signed in' });
    act(() => jest.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/my\/orders$/));
  });

  it('has a back button outside mobile that closes the overlay and drops its parameters', async () => {
    const user = userEvent.setup();
    const { store } = renderOverlay({ url: '/deals?sort=price&login=1' });
    act(() => store.set(loginOverlayAtom, true));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(loginOverlayAtom)).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/deals\?sort=price$/);
  });

  it('offers a close button instead of the back button on a narrow screen', async () => {
    const matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      const user = userEvent.setup();
      renderOverlay({ url: '/deals?login=1' });
      const close = await screen.findByRole('button', { name: 'Close' });
      expect(matchMedia).toHaveBeenCalledWith('(max-width: 40rem)');
      expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
      await user.click(close);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderOverlay({ url: '/?login=1' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus back to what opened it when it closes', async () => {
    const user = userEvent.setup();
    const { store } = renderWithRouter(
      <>
        <button type="button" onClick={() => store.set(loginOverlayAtom, true)}>
          Sign in
        </button>
        <LoginOverlay data={createTestAuthRootData()} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it('moves to success when a user becomes present', async () => {
    const { store } = renderOverlay({ url: '/?login=1' });
    act(() => store.set(authUserAtom, { userId: 'u1', email: 'ada@example.com' }));
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeInTheDocument();
  });

  it('renders in the page language', () => {
    renderOverlay({ url: '/?login=1', locale: 'fi-FI' });
    expect(screen.getByRole('button', { name: 'Lähetä koodi' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sähköpostiosoite' })).toBeInTheDocument();
  });
});
