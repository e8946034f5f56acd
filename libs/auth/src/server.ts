// Server-only entry: the auth endpoints as Remix actions/loaders, for route modules and the root loader.
import { createAuthServer } from './lib/server/auth-server.server';

const authServer = createAuthServer();

/** POST /auth/login (route `auth.login.tsx`): send, resend or verify a one-time code. */
export const loginAction = authServer.loginAction;
/** POST /auth/logout (route `auth.logout.tsx`): revoke the session and clear the cookies. */
export const logoutAction = authServer.logoutAction;
/** POST /api/session/refresh (route `api.session.refresh.tsx`): the background session refresh. */
export const sessionRefreshAction = authServer.sessionRefreshAction;
/** For the root loader: `auth: await authRootLoaderData(request, context)`, passed to `<AuthRoot data={...} />`. */
export const authRootLoaderData = authServer.authRootLoaderData;

export {
  createAuthServer,
  defaultAuthServerDeps,
  type AuthServer,
  type AuthServerDeps,
} from './lib/server/auth-server.server';
export { sendCodeLimitsEnvSchema, createSendCodeLimiter, type SendCodeLimiter } from './lib/server/send-code-limits';
export { OTP_EXPIRATION_MINUTES } from './lib/server/login-limits';
