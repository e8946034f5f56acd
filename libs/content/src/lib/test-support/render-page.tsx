// Test-only: renders content page UI inside the real catalogues and a router.
import type { Locale } from '@kori/i18n';
import { TestI18nProvider } from '@kori/i18n/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';

/** A view component (props in) whose links need a router. */
export function renderView(ui: ReactElement, { locale = 'en-FI' as Locale, path = '/' } = {}) {
  return render(
    <TestI18nProvider locale={locale}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        {ui}
      </MemoryRouter>
    </TestI18nProvider>,
  );
}

/** A route component reading its loader data, hydrated in a data router as a server-rendered page starts. */
export function renderRoute(element: ReactElement, loaderData: unknown, { locale = 'en-FI' as Locale, path = '/' } = {}) {
  const router = createMemoryRouter([{ id: 'page', path: '*', element, loader: () => loaderData as Record<string, unknown> }], {
    initialEntries: [path],
    hydrationData: { loaderData: { page: loaderData } },
    future: {
      v7_relativeSplatPath: true,
      v7_fetcherPersist: true,
      v7_normalizeFormMethod: true,
      v7_partialHydration: true,
      v7_skipActionErrorRevalidation: true,
    },
  });
  return render(
    <TestI18nProvider locale={locale}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </TestI18nProvider>,
  );
}
