import type { AppLoadContext } from '@remix-run/node';
import { INTERMEDIATE_SESSION_COOKIE, readCookie } from '@kori/shell';
import { readSessionJwt, type SessionService } from '@kori/shell/server';
import type { AuthRootData, AuthUser } from '../auth-types';
import { LOGIN_PARAM } from '../login/login-action-data';
import type { AuthServerDeps } from './auth-server-deps.server';
import { decodePendingLogin } from './pending-login';

/**
 * What the root loader passes to `<AuthRoot data={...} />` (in the app's web view with the session JWT).
 * Reads cookies only, except when the
 * address asks for the login overlay while a session exists: then the provider names the user so
 * the overlay can show its success step without scripts.
 */
export function createAuthRootLoaderData(deps: AuthServerDeps, session: SessionService) {
  return async function authRootLoaderData(request: Request, context: AppLoadContext): Promise<AuthRootData> {
    const ctx = deps.requestContext(context);
    const hasSession = session.hasSession(request);
    let user: AuthUser | null = null;
    if (hasSession && new URL(request.url).searchParams.get(LOGIN_PARAM) === '1') {
      const check = await session.check(ctx, request);
      if (check.kind === 'valid') user = check.user;
    }
    // The host app gets the page's JWT on every load (it may be newer than the one it has); browsers never see it.
    const sessionJwt = hasSession && ctx.isNativeApp ? readSessionJwt(request.headers.get('cookie')) : null;
    return {
      hasSession,
      user,
      ...(sessionJwt ? { sessionJwt } : {}),
      pendingLogin: hasSession ? null : decodePendingLogin(readCookie(request.headers.get('cookie'), INTERMEDIATE_SESSION_COOKIE)),
      isNativeApp: ctx.isNativeApp,
      nativeAppMarker: ctx.env.NATIVE_APP_UA_MARKER,
    };
  };
}
