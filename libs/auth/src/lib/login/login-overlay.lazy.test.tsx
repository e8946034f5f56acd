import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginOverlayAtom } from '@kori/shell';
import { createTestAuthRootData } from '../../testing';
import { AccountLink } from '../account/account-link';
import { authUserAtom, hasSessionAtom } from '../session/auth-atoms';
import { renderWithRouter } from '../test-support/render-with-router';
import type { LoginActionData } from './login-action-data';
import { LoginOverlay } from './login-overlay';

// Records when the dialog's module is evaluated, that is when its chunk would be fetched in the browser.
let mockDialogLoads = 0;
jest.mock('./login-dialog', () => {
  mockDialogLoads += 1;
  return jest.requireActual('./login-dialog');
});

const verification: LoginActionData = { step: 'verification', email: 'ada@example.com', methodId: 'email-test-1' };
const success: LoginActionData = {
  step: 'success',
  email: 'ada@example.com',
  user: { userId: 'user-test-1', email: 'ada@example.com' },
  sessionJwt: null,
};

/** The header's sign-in link and the overlay, as the storefront's root mounts them. */
function Page() {
  return (
    <>
      <header>
        <AccountLink />
      </header>
      <LoginOverlay data={createTestAuthRootData()} />
    </>
  );
}

describe('the login dialog is loaded only when it must show', () => {
  it('is not loaded while the overlay is closed', async () => {
    const { store } = renderWithRouter(<LoginOverlay data={createTestAuthRootData()} />, { url: '/deals' });
    await act(async () => undefined);
    // Signing in elsewhere on the page (a session refresh) does not need it either.
    act(() => store.set(authUserAtom, { userId: 'u1', email: 'ada@example.com' }));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockDialogLoads).toBe(0);
  });

  it('loads when the header link opens it, with focus on the e-mail field, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Page />, { url: '/deals' });
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(mockDialogLoads).toBe(0);
    await user.click(signIn);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in or create an account' });
    expect(mockDialogLoads).toBe(1);
    expect(dialog).toHaveAttribute('data-login-step', 'initial');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Opening again uses the loaded code in the same render.
    await user.click(signIn);
    expect(screen.getByRole('dialog', { name: 'Sign in or create an account' })).toBeInTheDocument();
    expect(mockDialogLoads).toBe(1);
  });
});

describe('what the overlay keeps while closed', () => {
  it('reopens on the step it was closed on', async () => {
    const user = userEvent.setup();
    const { store } = renderWithRouter(<Page />, { url: '/deals', loginAnswers: [verification] });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Enter your code' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => store.set(loginOverlayAtom, true));
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus());
  });

  it('signs the shopper in when the answer to the code arrives after the overlay was closed', async () => {
    const user = userEvent.setup();
    let answer: (value: LoginActionData) => void = () => undefined;
    const late = new Promise<LoginActionData>((resolve) => (answer = resolve));
    const { store, calls } = renderWithRouter(<Page />, { url: '/deals', loginAnswers: [verification, late] });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await waitFor(() => expect(calls).toHaveLength(2));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => answer(success));
    await waitFor(() => expect(store.get(authUserAtom)).toEqual({ userId: 'user-test-1', email: 'ada@example.com' }));
    expect(store.get(hasSessionAtom)).toBe(true);
    expect(screen.getByRole('link', { name: 'My orders' })).toBeInTheDocument();
  });
});
