// Test-only: renders a checkout page with its loader (and action) data in a data router, as Remix runs it.
import type { Locale } from '@kori/i18n';
import { TestI18nProvider } from '@kori/i18n/testing';
import { routerFuture } from '@kori/ui/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

export function renderCheckoutPage(
  element: ReactElement,
  { loaderData, actionData, locale = 'en-FI', path = '/' }: { loaderData: unknown; actionData?: unknown; locale?: Locale; path?: string },
) {
  const router = createMemoryRouter(
    [{ id: 'page', path: '*', element, loader: () => loaderData as Record<string, unknown>, action: () => actionData ?? null }],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { page: loaderData }, ...(actionData ? { actionData: { page: actionData } } : {}) },
      future: routerFuture,
    },
  );
  return render(
    <TestI18nProvider locale={locale}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </TestI18nProvider>,
  );
}
