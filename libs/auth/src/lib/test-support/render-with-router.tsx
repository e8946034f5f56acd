// Renders auth UI the way the storefront does (intl, a Jotai store of its own, a data router), with the
// login action recording each post.
import type { ReactElement } from 'react';
import { Outlet, useLocation, type ActionFunctionArgs, type RouteObject } from 'react-router-dom';
import type { Locale } from '@kori/i18n';
import { answersInTurn, postedFields, renderInDataRouter } from '@kori/shell/testing';
import { loginClientAction } from '../login/login-client-action';

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
  const calls: ActionCall[] = [];
  const nextAnswer = answersInTurn(options.loginAnswers);
  const recordingAction = (path: string) => async ({ request }: ActionFunctionArgs) => {
    calls.push({ path, fields: await postedFields(request) });
    return nextAnswer();
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
  return { ...renderInDataRouter(routes, { url: options.url, locale: options.locale }), calls };
}
