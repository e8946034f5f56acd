import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentSettingsOpenAtom } from '@kori/consent-state';
import { renderConsentPage } from '../../testing/consent-test-harness';

// Records when the panel's module is evaluated, that is when its chunk would be fetched in the browser.
let mockPanelLoads = 0;
jest.mock('./consent-settings-panel', () => {
  mockPanelLoads += 1;
  return jest.requireActual('./consent-settings-panel');
});

const statisticsOnly = { levels: { preferences: false, statistics: true, advertising: false }, decided: true };
const undecided = { levels: { preferences: false, statistics: false, advertising: false }, decided: false };

beforeEach(() => {
  globalThis.fetch = jest.fn(async () => new Response('{}', { status: 200 })) as unknown as typeof fetch;
});

describe('the settings panel is loaded only when it must show', () => {
  it('is not loaded on a page where nobody opens it, not even after the banner is answered', async () => {
    const user = userEvent.setup();
    renderConsentPage({ consent: undecided });
    await act(async () => undefined);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockPanelLoads).toBe(0);
  });

  it('loads when something opens it, and renders it', async () => {
    const { store } = renderConsentPage({ consent: statisticsOnly });
    await act(async () => undefined);
    expect(mockPanelLoads).toBe(0);
    act(() => store.set(consentSettingsOpenAtom, true));
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(mockPanelLoads).toBe(1);
  });

  it('opens from the footer button with focus inside, and gives focus back on close, opens with focus inside, and gives focus back on close', async () => {
    const user = userEvent.setup();
    const { store } = renderConsentPage({ consent: statisticsOnly });
    const footerButton = screen.getByRole('button', { name: 'Cookie settings' });

    await user.click(footerButton);
    expect(store.get(consentSettingsOpenAtom)).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('checkbox', { name: 'Statistics' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(footerButton);
    // Opening again uses the loaded code in the same render.
    await user.click(footerButton);
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(mockPanelLoads).toBe(1);
  });
});
