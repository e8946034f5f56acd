// Renders auth UI the way the storefront does: intl, a Jotai store of its own, a data router.
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type ActionFunctionArgs, type RouteObject } from 'react-router-dom';
import { TestI18nProvider } from '@kori/i18n/testing';
import type { Locale } from '@kori/i18n';
import { loginClientAction } from '../login/login-client-action';
import { routerFuture } from '@kori/ui/testing';

/** Shows the current address, so tests can see navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface ActionCall {
  path: string;
  fields: Record<string, string>;
}

export interface RenderOptions {
  url?: string;
  locale?: Locale;
  /** Answers of the server's login action, in order (an Error is thrown instead of answered, as a lost connection is). */
  loginAnswers?: unknown[];
  extraRoutes?: RouteObject[];
}

export function renderWithRouter(ui: ReactElement, options: RenderOptions = {}) {
  const store = createStore();
  const calls: ActionCall[] = [];
  const answers = [...(options.loginAnswers ?? [])];
  const recordingAction = (path: string) => async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
    calls.push({ path, fields });
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer ?? null;
  };
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <>
          {ui}
          <LocationProbe />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <p>front page</p> },
        { path: 'deals', element: <p>deals page</p> },
        { path: 'my/orders', element: <p>orders page</p> },
      ],
    },
    // As in the storefront's route module: the overlay's posts pass the client action on their way to the server.
    {
      path: '/auth/login',
      action: (args: ActionFunctionArgs) => loginClientAction({ ...args, params: {}, serverAction: async <T,>() => (await recordingAction('/auth/login')(args)) as T }),
    },
    ...(options.extraRoutes ?? []),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.url ?? '/'], future: routerFuture });
  const view = render(
    <TestI18nProvider locale={options.locale ?? 'en-FI'}>
      <Provider store={store}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </Provider>
    </TestI18nProvider>,
  );
  return { ...view, store, router, calls };
}
