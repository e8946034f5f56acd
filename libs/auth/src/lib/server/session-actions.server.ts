import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isAccountPath, safeRedirectPath } from '@kori/shell';
import { openFormAction, refuseForeignOrigin, type SessionService } from '@kori/shell/server';
import { z } from 'zod';
import type { SessionRefreshResult } from '../session/session-refresh-result';
import type { AuthServerDeps } from './auth-server-deps.server';
import { revokeSessionAtApi } from './revoke-at-api.server';

const pageFormSchema = z.object({ page: z.string().max(2048).optional(), js: z.string().optional() });

/** POST /auth/logout and POST /api/session/refresh: ending and renewing the session. */
export function createSessionActions(deps: AuthServerDeps, session: SessionService) {
  /** POST /auth/logout: revoke the session at the provider and at the API, clear the cookies, go back to the page. */
  async function logoutAction({ request, context }: ActionFunctionArgs) {
    // A foreign page must not sign the shopper out.
    const form = await openFormAction(request, 'Signing out');
    if (!form.ok) return form.response;
    const ctx = deps.requestContext(context);
    const fields = pageFormSchema.safeParse(form.fields);
    // The cookies go even when the provider or the API cannot be reached: the shopper asked to be signed out of this browser.
    await Promise.all([session.revoke(ctx, request), revokeSessionAtApi(ctx, request)]);
    const headers = session.cookieHeaders(ctx, {});
    headers.set('Cache-Control', 'no-store');
    const target = new URL(safeRedirectPath(fields.success ? fields.data.page : undefined), 'http://storefront.invalid');
    // Signed-out shoppers have no business on account pages.
    return redirect(isAccountPath(target.pathname) ? '/' : target.pathname + target.search, { headers });
  }

  /**
   * POST /api/session/refresh: re-authenticates the session and re-sets the cookies. Only the
   * unrecoverable provider errors clear them (401); network failures and 5xx answer 503 and keep them.
   */
  async function sessionRefreshAction({ request, context }: ActionFunctionArgs): Promise<Response> {
    const json = (body: SessionRefreshResult, status: number, headers = new Headers()) => {
      headers.set('Cache-Control', 'no-store');
      return Response.json(body, { status, headers });
    };
    if (request.method !== 'POST') return json({ ok: false, reason: 'transient' }, 405, new Headers({ Allow: 'POST' }));
    const refused = refuseForeignOrigin(request, 'Refreshing the session');
    if (refused) return refused;
    const ctx = deps.requestContext(context);
    // Renewal is the provider's: it re-issues the JWT (the page's own check is local).
    const check = await session.refresh(ctx, request);
    switch (check.kind) {
      case 'valid':
        return json({ ok: true, user: check.user, sessionJwt: ctx.isNativeApp ? check.sessionJwt : null }, 200, session.cookieHeaders(ctx, check.state));
      case 'none':
        return json({ ok: false, reason: 'no_session' }, 401, session.cookieHeaders(ctx, {}));
      case 'unrecoverable':
        return json({ ok: false, reason: 'unrecoverable' }, 401, session.cookieHeaders(ctx, {}));
      case 'transient':
        return json({ ok: false, reason: 'transient' }, 503);
    }
  }

  return { logoutAction, sessionRefreshAction };
}
