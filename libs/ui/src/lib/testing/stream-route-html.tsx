// Test-only: a page streamed the way entry.server streams it to a browser, for `@jest-environment node` tests.
import type { Locale } from '@kori/i18n';
import { TestI18nProvider } from '@kori/i18n/testing';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { streamShellHtml } from './server-rendering';

/** `element` on every path of a memory router at `url`, inside intl and a fresh Jotai store, streamed to HTML. */
export function streamRouteHtml(element: ReactElement, url: string, locale: Locale = 'en-FI'): Promise<string> {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  return streamShellHtml(
    <TestI18nProvider locale={locale}>
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>
    </TestI18nProvider>,
  );
}
