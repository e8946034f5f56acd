// Test-only: renders a page's UI inside the real message catalogues and a router, as Remix runs it.
import type { Locale } from '@kori/i18n';
import { TestI18nProvider } from '@kori/i18n/testing';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { routerFuture } from '@kori/ui/testing';

/** A view component (props in) with links that need a router. */
export function renderView(ui: ReactElement, { locale = 'en-FI' as Locale, path = '/' } = {}) {
  return render(
    <TestI18nProvider locale={locale}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        {ui}
      </MemoryRouter>
    </TestI18nProvider>,
  );
}

/** A route component reading its loader data, in a data router (as Remix runs it). */
export function renderRoute(element: ReactElement, loaderData: unknown, { locale = 'en-FI' as Locale, path = '/' } = {}) {
  // Hydrated with the data, as a server-rendered page starts in the browser.
  const router = createMemoryRouter([{ id: 'page', path: '*', element, loader: () => loaderData as Record<string, unknown> }], {
    initialEntries: [path],
    hydrationData: { loaderData: { page: loaderData } },
    future: routerFuture,
  });
  return render(
    <TestI18nProvider locale={locale}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </TestI18nProvider>,
  );
}

/** renderView, then lets already-settled deferred data (promises passed to <Await>) render inside act. */
export async function renderViewSettled(ui: ReactElement, options: { locale?: Locale; path?: string } = {}) {
  const rendered: Array<ReturnType<typeof renderView>> = [];
  await act(async () => {
    rendered.push(renderView(ui, options));
  });
  const [result] = rendered;
  if (!result) throw new Error('render did not run');
  return result;
}
