// Test-only: renders search UI inside the real catalogues and a data router (as Remix runs it).
import type { Locale } from '@kori/i18n';
import { TestI18nProvider } from '@kori/i18n/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Renders `element` at `path`; other paths render their pathname + search so navigation can be asserted. */
export function renderInRouter(element: ReactElement, { locale = 'en-FI' as Locale, path = '/' } = {}) {
  const router = createMemoryRouter(
    [
      { id: 'page', path: new URL(path, 'http://x').pathname, element },
      { path: '*', Component: () => <p data-testid="location">{`${window.location.pathname}`}</p> },
    ],
    { initialEntries: [path], future: { v7_relativeSplatPath: true, v7_normalizeFormMethod: true } },
  );
  const result = render(
    <TestI18nProvider locale={locale}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </TestI18nProvider>,
  );
  return { ...result, router };
}
