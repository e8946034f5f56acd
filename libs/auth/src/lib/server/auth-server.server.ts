import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { parseLocale } from '@kori/i18n';
import { loadMessages } from '@kori/i18n/server';
import { requestContext as shellRequestContext, type StorefrontRequestContext } from '@kori/shell/server';
import { z } from 'zod';
import type { AuthRootData, AuthUser } from '../auth-types';
import {
  LOGIN_EMAIL_PARAM,
  LOGIN_INTENTS,
  LOGIN_PARAM,
  LOGIN_RETRY_PARAM,
  type LoginActionData,
} from '../login/login-action-data';
import type { MyOrdersData, OrderDetailsData } from '../my-orders/my-orders-data';
import type { SessionRefreshResult } from '../session/session-refresh-result';
import { INTERMEDIATE_SESSION_COOKIE, OTP_EXPIRATION_MINUTES, SESSION_COOKIE, SESSION_DURATION_MINUTES, SESSION_JWT_COOKIE } from './cookie-names';
import { appendSetCookies, setCookieHeadersFor, type AuthCookieState } from './cookie-state';
import { otpEmailOptions } from './otp-templates';
import { decodePendingLogin, encodePendingLogin } from './pending-login';
import { describeProviderError, destroysSession } from './provider-errors';
import { authUserOf, loginOrCreateResponseSchema, sessionExpiryOf, sessionResponseSchema } from './provider-responses';
import { readCookies } from './read-cookies';
import { loginRedirectPath, safeReturnPath } from '../navigation/safe-return-path';
import { createSendCodeLimiterFromEnv, type SendCodeLimiter } from './send-code-limits';
import { stytchClientFor, type StytchAuthClient } from './stytch-client.server';

export interface AuthServerDeps {
  requestContext(context: AppLoadContext): StorefrontRequestContext;
  /** The auth provider client for a request's configuration. */
  stytch(ctx: StorefrontRequestContext): StytchAuthClient;
  /** Created on first use so the environment is read once, at the first login. */
  sendCodeLimiter(): SendCodeLimiter;
  /** The shopper's network address as the storefront server saw it (null when unknown). */
  clientAddress(ctx: StorefrontRequestContext, request: Request): string | null;
  messages(ctx: StorefrontRequestContext): Record<string, string>;
  now(): number;
}

// Form fields arrive as strings; anything else (files, absurd lengths) is refused at the boundary.
const loginFormSchema = z.object({
  intent: z.enum(LOGIN_INTENTS),
  email: z.string().trim().max(320).default(''),
  code: z.string().max(64).default(''),
  methodId: z.string().trim().max(200).default(''),
  page: z.string().max(2048).optional(),
  js: z.literal('1').optional(),
});

const pageFormSchema = z.object({ page: z.string().max(2048).optional(), js: z.string().optional() });

async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return fields;
}

/** The client address the storefront server saw for this request. */
function defaultClientAddress(ctx: StorefrontRequestContext): string | null {
  return ctx.clientAddress && ctx.clientAddress.length > 0 ? ctx.clientAddress : null;
}

/** "My orders | Kori": the page's name and the site's, like every other page. */
function pageTitle(messages: Record<string, string>, key: string): string {
  const page = messages[key] ?? key;
  const site = messages['shell.siteName'] ?? 'Kori';
  return `${page} | ${site}`;
}

let defaultLimiter: SendCodeLimiter | null = null;

export const defaultAuthServerDeps: AuthServerDeps = {
  requestContext: shellRequestContext,
  stytch: (ctx) => stytchClientFor(ctx.env),
  sendCodeLimiter: () => (defaultLimiter ??= createSendCodeLimiterFromEnv()),
  clientAddress: (ctx) => defaultClientAddress(ctx),
  messages: (ctx) => loadMessages(ctx.locale),
  now: () => Date.now(),
};

/**
 * The storefront's auth endpoints as Remix actions and loaders (server.ts exports one instance built
 * with the default dependencies; tests build their own with a fake provider).
 */
export function createAuthServer(overrides: Partial<AuthServerDeps> = {}) {
  const deps: AuthServerDeps = { ...defaultAuthServerDeps, ...overrides };

  const cookieHeaders = (ctx: StorefrontRequestContext, state: AuthCookieState, headers = new Headers()) =>
    appendSetCookies(headers, setCookieHeadersFor(state, { secure: ctx.env.NODE_ENV === 'production', now: deps.now() }));

  /** Where a plain form post goes back to: the page it came from, with the overlay's state in the address. */
  function pageAfterLogin(page: string | undefined, result: LoginActionData): string {
    const url = new URL(safeReturnPath(page), 'http://storefront.invalid');
    url.searchParams.set(LOGIN_PARAM, '1');
    url.searchParams.delete(LOGIN_EMAIL_PARAM);
    url.searchParams.delete(LOGIN_RETRY_PARAM);
    if (result.step === 'initial') {
      if (result.email) url.searchParams.set(LOGIN_EMAIL_PARAM, result.email);
      if (result.retryAfterMinutes) url.searchParams.set(LOGIN_RETRY_PARAM, String(result.retryAfterMinutes));
    }
    return url.pathname + url.search;
  }

  async function sendCode(ctx: StorefrontRequestContext, request: Request, email: string): Promise<{ result: LoginActionData; state: AuthCookieState }> {
    const failed = (retryAfterMinutes: number | null = null) => ({
      result: { step: 'initial', email, retryAfterMinutes } as const,
      state: {},
    });
    if (!email) return failed();
    const decision = deps.sendCodeLimiter().attempt(email, deps.clientAddress(ctx, request));
    if (!decision.allowed) {
      ctx.logger.warn('auth.sendCode.limited', { reason: decision.reason, retryAfterMinutes: decision.retryAfterMinutes });
      return failed(decision.retryAfterMinutes);
    }
    try {
      const response = loginOrCreateResponseSchema.parse(
        await deps.stytch(ctx).otps.email.loginOrCreate({
          email,
          expiration_minutes: OTP_EXPIRATION_MINUTES,
          ...otpEmailOptions(parseLocale(ctx.locale).language),
        }),
      );
      const pending = { email, methodId: response.email_id };
      return { result: { step: 'verification', ...pending }, state: { intermediateToken: encodePendingLogin(pending) } };
    } catch (error) {
      ctx.logger.warn('auth.sendCode.failed', describeProviderError(error));
      return failed();
    }
  }

  async function verifyCode(
    ctx: StorefrontRequestContext,
    fields: z.infer<typeof loginFormSchema>,
    pendingCookie: string | undefined,
  ): Promise<{ result: LoginActionData; state: AuthCookieState }> {
    const pending = decodePendingLogin(pendingCookie);
    const email = fields.email || pending?.email || '';
    const methodId = fields.methodId || pending?.methodId || '';
    const code = fields.code.trim();
    const failed = { result: { step: 'initial', email, retryAfterMinutes: null } as const, state: {} };
    // SPEC 5: never sent without a method id.
    if (!methodId || !code) return failed;
    try {
      const response = sessionResponseSchema.parse(
        await deps.stytch(ctx).otps.authenticate({ method_id: methodId, code, session_duration_minutes: SESSION_DURATION_MINUTES }),
      );
      const user = authUserOf(response, email);
      return {
        result: { step: 'success', email: user.email, user, sessionJwt: ctx.isNativeApp ? response.session_jwt : null },
        state: { sessionToken: response.session_token, sessionJwt: response.session_jwt, sessionExpiresAt: sessionExpiryOf(response) },
      };
    } catch (error) {
      ctx.logger.info('auth.verifyCode.failed', describeProviderError(error));
      return failed;
    }
  }

  /** POST /auth/login: send, resend or verify a code; change the e-mail. */
  async function loginAction({ request, context }: ActionFunctionArgs) {
    const ctx = deps.requestContext(context);
    const parsed = loginFormSchema.safeParse(await formFields(request));
    const cookies = readCookies(request);
    let outcome: { result: LoginActionData; state: AuthCookieState };
    if (!parsed.success) {
      outcome = { result: { step: 'initial', email: '', retryAfterMinutes: null }, state: {} };
    } else if (parsed.data.intent === 'verify-code') {
      outcome = await verifyCode(ctx, parsed.data, cookies[INTERMEDIATE_SESSION_COOKIE]);
    } else if (parsed.data.intent === 'change-email') {
      outcome = { result: { step: 'initial', email: parsed.data.email, retryAfterMinutes: null }, state: {} };
    } else {
      outcome = await sendCode(ctx, request, parsed.data.email);
    }
    const headers = cookieHeaders(ctx, outcome.state);
    headers.set('Cache-Control', 'no-store');
    if (parsed.success && parsed.data.js === '1') return data(outcome.result, { headers });
    // Without scripts the browser posted a plain form: go back to the page with the overlay open.
    return redirect(pageAfterLogin(parsed.success ? parsed.data.page : undefined, outcome.result), { headers });
  }

  /** POST /auth/logout: revoke the session at the provider, clear the cookies, go back to the page. */
  async function logoutAction({ request, context }: ActionFunctionArgs) {
    const ctx = deps.requestContext(context);
    const cookies = readCookies(request);
    const fields = pageFormSchema.safeParse(await formFields(request));
    const token = cookies[SESSION_COOKIE];
    const jwt = cookies[SESSION_JWT_COOKIE];
    if (token || jwt) {
      try {
        await deps.stytch(ctx).sessions.revoke(token ? { session_token: token } : { session_jwt: jwt });
      } catch (error) {
        // The cookies go regardless: the shopper asked to be signed out of this browser.
        ctx.logger.warn('auth.logout.revokeFailed', describeProviderError(error));
      }
    }
    const headers = cookieHeaders(ctx, {});
    headers.set('Cache-Control', 'no-store');
    const page = fields.success ? fields.data.page : undefined;
    const target = new URL(safeReturnPath(page), 'http://storefront.invalid');
    // Signed-out shoppers have no business on account pages.
    const path = target.pathname.startsWith('/my/') || target.pathname === '/my' ? '/' : target.pathname + target.search;
    return redirect(path, { headers });
  }

  type SessionCheck =
    | { kind: 'valid'; user: AuthUser; state: AuthCookieState; sessionJwt: string }
    | { kind: 'none' }
    | { kind: 'unrecoverable' }
    | { kind: 'transient' };

  /** Asks the provider about the session in the cookies; a success yields fresh tokens. */
  async function checkSession(ctx: StorefrontRequestContext, request: Request): Promise<SessionCheck> {
    const cookies = readCookies(request);
    const token = cookies[SESSION_COOKIE];
    const jwt = cookies[SESSION_JWT_COOKIE];
    if (!token && !jwt) return { kind: 'none' };
    try {
      const response = sessionResponseSchema.parse(
        await deps.stytch(ctx).sessions.authenticate(token ? { session_token: token } : { session_jwt: jwt }),
      );
      return {
        kind: 'valid',
        user: authUserOf(response),
        sessionJwt: response.session_jwt,
        state: { sessionToken: response.session_token, sessionJwt: response.session_jwt, sessionExpiresAt: sessionExpiryOf(response) },
      };
    } catch (error) {
      if (destroysSession(error)) {
        ctx.logger.info('auth.session.ended', describeProviderError(error));
        return { kind: 'unrecoverable' };
      }
      ctx.logger.warn('auth.session.checkFailed', describeProviderError(error));
      return { kind: 'transient' };
    }
  }

  /**
   * POST /api/session/refresh: re-authenticates the session and re-sets the cookies. Only the
   * unrecoverable provider errors clear them (401); network failures and 5xx answer 503 and keep them.
   */
  async function sessionRefreshAction({ request, context }: ActionFunctionArgs): Promise<Response> {
    const ctx = deps.requestContext(context);
    const json = (body: SessionRefreshResult, status: number, headers = new Headers()) => {
      headers.set('Cache-Control', 'no-store');
      return Response.json(body, { status, headers });
    };
    if (request.method !== 'POST') return json({ ok: false, reason: 'transient' }, 405, new Headers({ Allow: 'POST' }));
    const check = await checkSession(ctx, request);
    switch (check.kind) {
      case 'valid':
        return json({ ok: true, user: check.user, sessionJwt: ctx.isNativeApp ? check.sessionJwt : null }, 200, cookieHeaders(ctx, check.state));
      case 'none':
        return json({ ok: false, reason: 'no_session' }, 401, cookieHeaders(ctx, {}));
      case 'unrecoverable':
        return json({ ok: false, reason: 'unrecoverable' }, 401, cookieHeaders(ctx, {}));
      case 'transient':
        return json({ ok: false, reason: 'transient' }, 503);
    }
  }

  /** The signed-in user for an account page, or a redirect to the login overlay that returns here. */
  async function requireUser(request: Request, ctx: StorefrontRequestContext): Promise<{ user: AuthUser; headers: Headers }> {
    const url = new URL(request.url);
    const toLogin = (headers?: Headers) => redirect(loginRedirectPath(url.pathname + url.search), { headers });
    const check = await checkSession(ctx, request);
    if (check.kind === 'none') throw toLogin();
    if (check.kind === 'unrecoverable') throw toLogin(cookieHeaders(ctx, {}));
    if (check.kind === 'transient') {
      // The provider cannot confirm the session right now; the shopper stays signed in and may retry.
      throw new Response(null, { status: 503, headers: { 'Retry-After': '5' } });
    }
    const headers = cookieHeaders(ctx, check.state);
    headers.set('Cache-Control', 'private, no-store');
    return { user: check.user, headers };
  }

  /** GET /my/orders */
  async function myOrdersLoader({ request, context }: LoaderFunctionArgs) {
    const ctx = deps.requestContext(context);
    const { user, headers } = await requireUser(request, ctx);
    const messages = deps.messages(ctx);
    const body: MyOrdersData = {
      meta: { title: pageTitle(messages, 'auth.myOrders.title'), description: messages['auth.myOrders.description'] ?? '' },
      email: user.email,
    };
    return data(body, { headers });
  }

  /** GET /my/orders/:orderId */
  async function orderDetailsLoader({ request, context, params }: LoaderFunctionArgs) {
    const ctx = deps.requestContext(context);
    const orderId = z.string().min(1).max(100).safeParse(params['orderId']);
    if (!orderId.success) throw new Response(null, { status: 404 });
    const { user, headers } = await requireUser(request, ctx);
    const messages = deps.messages(ctx);
    const body: OrderDetailsData = {
      meta: { title: pageTitle(messages, 'auth.orderDetails.title'), description: messages['auth.myOrders.description'] ?? '' },
      email: user.email,
      orderId: orderId.data,
    };
    // No order can be found yet (order history comes with the orders feature): say so, with the status to match.
    return data(body, { status: 404, headers });
  }

  /**
   * What the root loader passes to `<AuthRoot data={...} />`. Reads cookies only, except when the
   * address asks for the login overlay while a session exists: then the provider names the user so
   * the overlay can show its success step without scripts.
   */
  async function authRootLoaderData(request: Request, context: AppLoadContext): Promise<AuthRootData> {
    const ctx = deps.requestContext(context);
    const cookies = readCookies(request);
    const hasSession = Boolean(cookies[SESSION_COOKIE] || cookies[SESSION_JWT_COOKIE]);
    let user: AuthUser | null = null;
    if (hasSession && new URL(request.url).searchParams.get(LOGIN_PARAM) === '1') {
      const check = await checkSession(ctx, request);
      if (check.kind === 'valid') user = check.user;
    }
    return {
      hasSession,
      user,
      pendingLogin: hasSession ? null : decodePendingLogin(cookies[INTERMEDIATE_SESSION_COOKIE]),
      isNativeApp: ctx.isNativeApp,
      nativeAppMarker: ctx.env.NATIVE_APP_UA_MARKER,
    };
  }

  return { loginAction, logoutAction, sessionRefreshAction, myOrdersLoader, orderDetailsLoader, authRootLoaderData };
}

export type AuthServer = ReturnType<typeof createAuthServer>;
