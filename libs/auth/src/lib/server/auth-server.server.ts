import { createAuthRootLoaderData } from './auth-root-data.server';
import { defaultAuthServerDeps, sessionServiceFor, type AuthServerDeps } from './auth-server-deps.server';
import { createLoginAction } from './login-action.server';
import { createSessionActions } from './session-actions.server';

export { defaultAuthServerDeps, type AuthServerDeps } from './auth-server-deps.server';

/**
 * The storefront's auth endpoints as Remix actions and loaders (server.ts exports one instance built
 * with the default dependencies; tests build their own with a fake provider).
 */
export function createAuthServer(overrides: Partial<AuthServerDeps> = {}) {
  const deps: AuthServerDeps = { ...defaultAuthServerDeps, ...overrides };
  const session = sessionServiceFor(deps);
  return {
    loginAction: createLoginAction(deps, session),
    ...createSessionActions(deps, session),
    authRootLoaderData: createAuthRootLoaderData(deps, session),
  };
}

export type AuthServer = ReturnType<typeof createAuthServer>;
