// Server-only entry: the auth endpoints as Remix actions/loaders, for route modules and the root loader.
import { createAuthServer } from './lib/server/auth-server.server';

const authServer = createAuthServer();

/** POST /auth/login (route `auth.login.tsx`): send, resend or verify a one-time code. */
export const loginAction = authServer.loginAction;
/** POST /auth/logout (route `auth.logout.tsx`): revoke the session and clear the cookies. */
export const logoutAction = authServer.logoutAction;
/** POST /api/session/refresh (route `api.session.refresh.tsx`): the background session refresh. */
export const sessionRefreshAction = authServer.sessionRefreshAction;
/** GET /my/orders: the signed-in shopper, or a redirect to `/?login=1&returnTo=/my/orders`. */
export const myOrdersLoader = authServer.myOrdersLoader;
/** GET /my/orders/:orderId: same rule as my orders. */
export const orderDetailsLoader = authServer.orderDetailsLoader;
/** For the root loader: `auth: await authRootLoaderData(request, context)`, passed to `<AuthRoot data={...} />`. */
export const authRootLoaderData = authServer.authRootLoaderData;

export {
  createAuthServer,
  defaultAuthServerDeps,
  type AuthServer,
  type AuthServerDeps,
} from './lib/server/auth-server.server';
export { stytchClientFor, type StytchAuthClient, type StytchConfig } from './lib/server/stytch-client.server';
export { sendCodeLimitsEnvSchema, createSendCodeLimiter, type SendCodeLimiter } from './lib/server/send-code-limits';
export {
  SESSION_COOKIE,
  SESSION_JWT_COOKIE,
  INTERMEDIATE_SESSION_COOKIE,
  SESSION_DURATION_MINUTES,
  OTP_EXPIRATION_MINUTES,
} from './lib/server/cookie-names';
export { cookieChangesFor, type AuthCookieState, type CookieChange } from './lib/server/cookie-state';
