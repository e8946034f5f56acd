import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TestI18nProvider } from '@kori/i18n/testing';
import { createTestAuthRootData } from '../../testing';
import { LoginOverlay } from './login-overlay';

const url = '/deals?login=1';

interface Modules {
  Overlay: typeof LoginOverlay;
  I18n: typeof TestI18nProvider;
  Store: typeof Provider;
  newStore: typeof createStore;
  createRouter: typeof createMemoryRouter;
  Router: typeof RouterProvider;
}

/** The page, built from the given copies of the modules (the server's or the browser's). */
function app({ Overlay, I18n, Store, newStore, createRouter, Router }: Modules) {
  const page = (
    <>
      <main>deals page</main>
      <Overlay data={createTestAuthRootData()} />
    </>
  );
  const router = createRouter([{ path: '*', element: page }], { initialEntries: [url] });
  return (
    <I18n locale="en-FI">
      <Store store={newStore()}>
        <Router router={router} />
      </Store>
    </I18n>
  );
}

/** The server's HTML, from a module registry of its own that has loaded the dialog (as the server does at start). */
async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { LoginOverlay: Overlay, preloadLoginOverlay } = await import('./login-overlay');
    await preloadLoginOverlay();
    const { renderToString } = await import('react-dom/server');
    const { TestI18nProvider: I18n } = await import('@kori/i18n/testing');
    const { Provider: Store, createStore: newStore } = await import('jotai');
    const { createMemoryRouter: createRouter, RouterProvider: Router } = await import('react-router-dom');
    html = renderToString(app({ Overlay, I18n, Store, newStore, createRouter, Router }));
  });
  return html;
}

it('keeps the server-rendered overlay while its code loads, then hydrates it without mismatches', async () => {
  const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  warnings.mockRestore();
  document.body.appendChild(container);
  const serverDialog = container.querySelector('[role="dialog"]');
  expect(serverDialog).not.toBeNull();

  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // This registry has not loaded the dialog: hydration suspends on it and must leave the server's overlay in place.
  await act(async () => {
    hydrateRoot(
      container,
      app({
        Overlay: LoginOverlay,
        I18n: TestI18nProvider,
        Store: Provider,
        newStore: createStore,
        createRouter: createMemoryRouter,
        Router: RouterProvider,
      }),
    );
  });
  const email = screen.getByRole('textbox', { name: 'E-mail address' });
  await waitFor(() => expect(email).toHaveFocus());
  // The same element, now hydrated: no re-render from scratch, no mismatch.
  expect(container.querySelector('[role="dialog"]')).toBe(serverDialog);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  // And it is live: the back button closes it in place.
  await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  container.remove();
});
