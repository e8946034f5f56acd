import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderConsentPage } from '../../testing/consent-test-harness';

// Records when the panel's module is evaluated, that is when its chunk would be fetched in the browser.
let mockPanelLoads = 0;
jest.mock('./consent-settings-panel', () => {
  mockPanelLoads += 1;
  return jest.requireActual('./consent-settings-panel');
});

const statisticsOnly = { levels: { preferences: false, statistics: true, advertising: false }, decided: true };

it('starts loading the settings panel when the pointer enters the cookie settings button, without opening it', async () => {
  renderConsentPage({ consent: statisticsOnly });
  await act(async () => undefined);
  expect(mockPanelLoads).toBe(0);
  fireEvent.pointerEnter(screen.getByRole('button', { name: 'Cookie settings' }));
  await waitFor(() => expect(mockPanelLoads).toBe(1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
