import { screen, waitFor } from '@testing-library/react';
import { hydrateServerHtml } from '@kori/ui/testing';
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
  const html = await serverHtml();
  warnings.mockRestore();
  // This registry has not loaded the panel: hydration waits for it and must leave the server's dialog in place.
  const page = await hydrateServerHtml(html, settingsPage(url, statisticsOnly));
  const { container } = page;
  const serverDialog = container.querySelector('[role="dialog"]');
  expect(serverDialog).not.toBeNull();
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Statistics' })).toBeChecked());
  // The same element, now hydrated: no re-render from scratch, no mismatch.
  expect(container.querySelector('[role="dialog"]')).toBe(serverDialog);
  expect(page.consoleErrors).toEqual([]);
  page.done();
});
