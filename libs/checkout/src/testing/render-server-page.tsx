// Test-only: the HTML a checkout page renders on the server (what a browser without JavaScript gets).
import type { Locale } from '@kori/i18n';
import { TestI18nProvider } from '@kori/i18n/testing';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';

export async function renderServerPage(element: ReactElement, loaderData: unknown, { locale = 'en-FI' as Locale, url = 'http://127.0.0.1:3000/' } = {}) {
  const routes = [{ id: 'page', path: '*', element, loader: () => loaderData as Record<string, unknown> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('The page redirected');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <TestI18nProvider locale={locale}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </TestI18nProvider>,
  );
}
