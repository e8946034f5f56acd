// Test-only: renders cart UI the way the storefront does: intl, a Jotai store of its own, a data router
// whose /cart action records each post and answers in turn (through the client action, as in the app).
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type ActionFunctionArgs } from 'react-router-dom';
import { TestI18nProvider } from '@kori/i18n/testing';
import type { Locale } from '@kori/i18n';
import { routerFuture } from '@kori/ui/testing';
import { cartClientAction } from '../ui/cart-client-action';

export interface CartPost {
  fields: Record<string, string>;
}

export interface RenderCartOptions {
  url?: string;
  locale?: Locale;
  /** The server action's answers, in order; an Error is thrown instead (a lost connection). */
  answers?: unknown[];
  store?: ReturnType<typeof createStore>;
}

export function renderWithRouter(ui: ReactElement, options: RenderCartOptions = {}) {
  const store = options.store ?? createStore();
  const posts: CartPost[] = [];
  const answers = [...(options.answers ?? [])];
  // Lets a test see the optimistic state: the answer waits until release() is called.
  let pending: Array<() => void> = [];
  let holding = false;
  const serverAction = async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
    posts.push({ fields });
    if (holding) await new Promise<void>((resolve) => pending.push(resolve));
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer ?? null;
  };
  const router = createMemoryRouter(
    [
      { path: '/', element: <>{ui}<Outlet /></>, children: [{ path: '*', element: null }] },
      {
        path: '/cart',
        action: (args: ActionFunctionArgs) =>
          cartClientAction({ ...args, params: {}, serverAction: async <T,>() => (await serverAction(args)) as T }),
      },
    ],
    { initialEntries: [options.url ?? '/'], future: routerFuture },
  );
  const view = render(
    <TestI18nProvider locale={options.locale ?? 'en-FI'}>
      <Provider store={store}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </Provider>
    </TestI18nProvider>,
  );
  return {
    ...view,
    store,
    router,
    posts,
    /** Holds the server's answers until release(). */
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const waiting = pending;
      pending = [];
      waiting.forEach((resolve) => resolve());
    },
  };
}
