// Test-only: renders feature UI the way the storefront does: the real catalogues, a Jotai store of its own
// and a data router, plus helpers for route actions that record what was posted and answer in turn.
import type { Locale } from '@kori/i18n';
import { routerFuture, UiTestProvider } from '@kori/ui/testing';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

export interface DataRouterOptions {
  url?: string;
  locale?: Locale;
  store?: ReturnType<typeof createStore>;
}

/** The routes in a memory data router at `url` (default `/`), inside intl (default en-FI) and a Jotai store. */
export function renderInDataRouter(routes: RouteObject[], options: DataRouterOptions = {}) {
  const store = options.store ?? createStore();
  const router = createMemoryRouter(routes, { initialEntries: [options.url ?? '/'], future: routerFuture });
  const view = render(
    <UiTestProvider store={store} locale={options.locale ?? 'en-FI'}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </UiTestProvider>,
  );
  return { ...view, store, router };
}

/** A posted form's text fields, as a recording action keeps them. */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}

/** Gives the answers one call at a time (null once they run out); an Error is thrown instead, as a lost connection is. */
export function answersInTurn(answers: readonly unknown[] = []): () => unknown {
  const queue = [...answers];
  return () => {
    const answer = queue.shift();
    if (answer instanceof Error) throw answer;
    return answer ?? null;
  };
}
