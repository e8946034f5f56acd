import { waitFor } from '@testing-library/react';

// Records when the dialog's module is evaluated, that is when its chunk would be fetched in the browser.
let mockDialogLoads = 0;
jest.mock('./login-dialog', () => {
  mockDialogLoads += 1;
  return jest.requireActual('./login-dialog');
});

afterEach(() => window.history.replaceState(null, '', '/'));

it('starts loading the dialog as soon as its module runs when the page arrives with ?login=1 (the server rendered it open)', async () => {
  window.history.replaceState(null, '', '/deals?login=1');
  // Nothing renders the overlay or asks for the dialog here: only the module's own start can load it.
  jest.requireActual('./login-overlay');
  await waitFor(() => expect(mockDialogLoads).toBe(1));
});
