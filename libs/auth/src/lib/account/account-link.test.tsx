import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginOverlayAtom } from '@kori/shell';
import { hasSessionAtom } from '../session/auth-atoms';
import { renderWithRouter } from '../test-support/render-with-router';
import { AccountLink } from './account-link';

describe('AccountLink', () => {
  it('offers signing in (a link to the overlay that scripts open in place) and my orders once signed in', async () => {
    const user = userEvent.setup();
    const { store } = renderWithRouter(<AccountLink />, { url: '/deals?sort=price' });
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/deals?sort=price&login=1');
    await user.click(signIn);
    expect(store.get(loginOverlayAtom)).toBe(true);
    act(() => store.set(hasSessionAtom, true));
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/my/orders');
  });
});
