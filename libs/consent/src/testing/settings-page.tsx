// A page with ConsentRoot as the storefront renders it, for server-rendering and hydration tests.
import { UiTestProvider } from '@kori/ui/testing';
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ConsentState } from '@kori/consent-state';
import { ConsentRoot } from '../lib/ui/consent-root';
import { preloadConsentSettings } from '../lib/ui/lazy-settings-panel';
import { routerFuture } from '@kori/ui/testing';

export function settingsPage(url: string, consent: ConsentState) {
  const page = (
    <>
      <main>
        <h1>Product</h1>
      </main>
      <ConsentRoot consent={consent} />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [url], future: routerFuture });
  return (
    <UiTestProvider store={createStore()}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </UiTestProvider>
  );
}

/** The server's HTML of `settingsPage(url, consent)`, with the panel's code loaded as the server has it. */
export async function settingsPageHtml(url: string, consent: ConsentState): Promise<string> {
  await preloadConsentSettings();
  return renderToString(settingsPage(url, consent));
}
