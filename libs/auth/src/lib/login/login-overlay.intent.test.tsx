import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestAuthRootData } from '../../testing';
import { AccountLink } from '../account/account-link';
import { renderWithRouter } from '../test-support/render-with-router';
import { LoginOverlay } from './login-overlay';

// Records when the dialog's module is evaluated, that is when its chunk would be fetched in the browser.
let mockDialogLoads = 0;
jest.mock('./login-dialog', () => {
  mockDialogLoads += 1;
  return jest.requireActual('./login-dialog');
});

it('starts loading the login dialog when the pointer enters the sign-in link, without opening it', async () => {
  renderWithRouter(
    <>
      <AccountLink />
      <LoginOverlay data={createTestAuthRootData()} />
    </>,
    { url: '/deals' },
  );
  await act(async () => undefined);
  expect(mockDialogLoads).toBe(0);
  fireEvent.pointerEnter(screen.getByRole('link', { name: 'Sign in' }));
  await waitFor(() => expect(mockDialogLoads).toBe(1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
