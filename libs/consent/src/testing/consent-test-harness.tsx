import { UiTestProvider } from '@kori/ui/testing';
import { Notifications } from '@kori/ui';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ConsentState } from '@kori/consent-state';
import { ConsentRoot } from '../lib/ui/consent-root';
import { CookieSettingsButton } from '../lib/ui/cookie-settings-button';
import { routerFuture } from '@kori/ui/testing';

/** A page with a main landmark, a footer with the settings button, and ConsentRoot, as the storefront root mounts them. */
export function ConsentTestPage({ consent }: { consent: ConsentState }) {
  return (
    <>
      <main>
        <h1>Product</h1>
        <button type="button">Add to cart</button>
      </main>
      <footer>
        <CookieSettingsButton />
      </footer>
      <ConsentRoot consent={consent} />
      <Notifications />
    </>
  );
}

export function renderConsentPage({ consent, url = '/tv/oled/123?sort=price' }: { consent: ConsentState; url?: string }) {
  const store = createStore();
  const router = createMemoryRouter([{ path: '*', element: <ConsentTestPage consent={consent} /> }], {
    initialEntries: [url],
    future: routerFuture,
  });
  const view = render(
    <UiTestProvider store={store}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </UiTestProvider>,
  );
  return { ...view, store, router };
}
