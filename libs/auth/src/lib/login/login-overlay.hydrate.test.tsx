import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateServerHtml } from '@kori/ui/testing';
import { overlayPage } from '../test-support/overlay-page';

const url = '/deals?login=1';

/** The server's HTML, from a module registry of its own that has loaded the dialog (as the server does at start). */
async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { overlayPageHtml } = await import('../test-support/overlay-page');
    html = await overlayPageHtml(url);
  });
  return html;
}

it('keeps the server-rendered overlay while its code loads, then hydrates it without mismatches', async () => {
  const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const html = await serverHtml();
  warnings.mockRestore();
  // This registry has not loaded the dialog: hydration waits for it and must leave the server's overlay in place.
  const page = await hydrateServerHtml(html, overlayPage(url));
  const { container } = page;
  const serverDialog = container.querySelector('[role="dialog"]');
  expect(serverDialog).not.toBeNull();
  const email = screen.getByRole('textbox', { name: 'E-mail address' });
  await waitFor(() => expect(email).toHaveFocus());
  // The same element, now hydrated: no re-render from scratch, no mismatch.
  expect(container.querySelector('[role="dialog"]')).toBe(serverDialog);
  expect(page.consoleErrors).toEqual([]);
  // And it is live: the back button closes it in place.
  await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  page.done();
});
