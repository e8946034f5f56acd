import { act, screen, waitFor } from '@testing-library/react';
import { hasSessionAtom, sessionConfirmedAtom } from '../session/auth-atoms';
import { renderWithRouter } from '../test-support/render-with-router';
import { currentUserAtom } from './current-user-atoms';
import { CurrentUserLoader } from './current-user-loader';

// The queries' chunk cannot be downloaded (the dynamic import becomes a require here).
jest.mock('./current-user-queries', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('CurrentUserLoader when its code cannot be loaded', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the page and the defaults, and logs the failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React reports errors caught by a boundary on the console as well.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderWithRouter(<CurrentUserLoader />, { url: '/' });
    act(() => {
      store.set(hasSessionAtom, true);
      store.set(sessionConfirmedAtom, true);
    });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not load the signed-in user', expect.any(Error)));
    expect(screen.getByText('front page')).toBeInTheDocument();
    expect(store.get(currentUserAtom)).toBeNull();
  });
});
