// Test helper: renders app components inside a data router, the real catalogues and a fresh Jotai store.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Locale } from '@kori/i18n';
import { TestI18nProvider } from '@kori/i18n/testing';
import { ShellStoreProvider } from '@kori/shell';
import { routerFuture } from '@kori/ui/testing';

export interface RenderInRouterOptions {
  locale?: Locale;
  url?: string;
  routes?: RouteObject[];
}

/** Renders `element` at `url` (or the given route tree) and returns the router for navigation. */
export function renderInRouter(element: ReactNode, { locale = 'en-FI', url = '/', routes }: RenderInRouterOptions = {}) {
  const router = createMemoryRouter(routes ?? [{ path: '*', element }], { initialEntries: [url], future: routerFuture });
  const view = render(
    <TestI18nProvider locale={locale}>
      <ShellStoreProvider>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </ShellStoreProvider>
    </TestI18nProvider>,
  );
  return { router, ...view };
}
