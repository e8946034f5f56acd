import { UiTestProvider } from '@kori/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConsentRoot } from './consent-root';

const statisticsOnly = { levels: { preferences: false, statistics: true, advertising: false }, decided: true };
const url = '/tv?consent-settings=open';

interface Modules {
  Root: typeof ConsentRoot;
  Provider: typeof UiTestProvider;
  createRouter: typeof createMemoryRouter;
  Router: typeof RouterProvider;
}

/** The page, built from the given copies of the modules (the server's or the browser's). */
function app({ Root, Provider, createRouter, Router }: Modules) {
  const page = (
    <>
      <main>
        <h1>Product</h1>
      </main>
      <Root consent={statisticsOnly} />
    </>
  );
  const router = createRouter([{ path: '*', element: page }], { initialEntries: [url] });
  return (
    <Provider store={createStore()}>
      <Router router={router} />
    </Provider>
  );
}

/** The server's HTML, from a module registry of its own that has loaded the panel (as the server does at start). */
async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { preloadConsentSettings } = await import('./lazy-settings-panel');
    await preloadConsentSettings();
    const { renderToString } = await import('react-dom/server');
    const { ConsentRoot: Root } = await import('./consent-root');
    const { UiTestProvider: Provider } = await import('@kori/ui/testing');
    const { createMemoryRouter: createRouter, RouterProvider: Router } = await import('react-router-dom');
    html = renderToString(app({ Root, Provider, createRouter, Router }));
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
  // This registry has not loaded the panel: hydration suspends on it and must leave the server's dialog in place.
  await act(async () => {
    hydrateRoot(container, app({ Root: ConsentRoot, Provider: UiTestProvider, createRouter: createMemoryRouter, Router: RouterProvider }));
  });
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Statistics' })).toBeChecked());
  // The same element, now hydrated: no re-render from scratch, no mismatch.
  expect(container.querySelector('[role="dialog"]')).toBe(serverDialog);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  container.remove();
});
