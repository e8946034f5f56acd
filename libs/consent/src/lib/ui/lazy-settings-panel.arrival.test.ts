import { waitFor } from '@testing-library/react';

// Records when the panel's module is evaluated, that is when its chunk would be fetched in the browser.
let mockPanelLoads = 0;
jest.mock('./consent-settings-panel', () => {
  mockPanelLoads += 1;
  return jest.requireActual('./consent-settings-panel');
});

afterEach(() => window.history.replaceState(null, '', '/'));

it('starts loading the panel as soon as its module runs when the page arrives with ?consent-settings=open', async () => {
  window.history.replaceState(null, '', '/tv?consent-settings=open');
  // Nothing renders the panel or asks for it here: only the module's own start can load it.
  jest.requireActual('./lazy-settings-panel');
  await waitFor(() => expect(mockPanelLoads).toBe(1));
});
