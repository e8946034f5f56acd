import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { settingsPage } from '../../testing/settings-page';

const statisticsOnly = { levels: { preferences: false, statistics: true, advertising: false }, decided: true };
const url = '/tv?consent-settings=open';

/** The server's HTML, from a module registry of its own that has loaded the panel (as the server does at start). */
async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { settingsPageHtml } = await import('../../testing/settings-page');
    html = await settingsPageHtml(url, statisticsOnly);
  });
  return html;
}

it('keeps the server-rendered open panel while its code loads, then hydrates it without mismatches', async () => {
  const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  warnings.mockRestore();
  document.body.appendChild(container);
  const serverDialog = container.querySelector('[role="dialog"]');
  expect(serverDialog).not.toBeNull();

  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // This registry has not loaded the panel: hydration waits for it and must leave the server's dialog in place.
  await act(async () => {
    hydrateRoot(container, settingsPage(url, statisticsOnly));
  });
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Statistics' })).toBeChecked());
  // The same element, now hydrated: no re-render from scratch, no mismatch.
  expect(container.querySelector('[role="dialog"]')).toBe(serverDialog);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  container.remove();
});
