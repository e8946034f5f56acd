import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { parseLocale } from '@kori/i18n';
import { INTERMEDIATE_SESSION_COOKIE, SESSION_DURATION_MINUTES, readCookie, safeRedirectPath } from '@kori/shell';
import {
  authUserOf,
  describeProviderError,
  loginOrCreateResponseSchema,
  openFormAction,
  sessionExpiryOf,
  sessionResponseSchema,
  type AuthCookieState,
  type SessionService,
  type StorefrontRequestContext,
} from '@kori/shell/server';
import { z } from 'zod';
import {
  LOGIN_EMAIL_PARAM,
  LOGIN_INTENTS,
  LOGIN_PARAM,
  LOGIN_RETRY_PARAM,
  type LoginActionData,
} from '../login/login-action-data';
import type { AuthServerDeps } from './auth-server-deps.server';
import { OTP_EXPIRATION_MINUTES } from './login-limits';
import { otpEmailOptions } from './otp-templates';
import { decodePendingLogin, encodePendingLogin } from './pending-login';

// Form fields arrive as strings; anything else (files, absurd lengths) is refused at the boundary.
const loginFormSchema = z.object({
  intent: z.enum(LOGIN_INTENTS),
  email: z.string().trim().max(320).default(''),
  code: z.string().max(64).default(''),
  methodId: z.string().trim().max(200).default(''),
  page: z.string().max(2048).optional(),
  js: z.literal('1').optional(),
});

type LoginOutcome = { result: LoginActionData; state: AuthCookieState };

/** Where a plain form post goes back to: the page it came from, with the overlay's state in the address. */
function pageAfterLogin(page: string | undefined, result: LoginActionData): string {
  const url = new URL(safeRedirectPath(page), 'http://storefront.invalid');
  url.searchParams.set(LOGIN_PARAM, '1');
  url.searchParams.delete(LOGIN_EMAIL_PARAM);
  url.searchParams.delete(LOGIN_RETRY_PARAM);
  if (result.step === 'initial') {
    if (result.email) url.searchParams.set(LOGIN_EMAIL_PARAM, result.email);
    if (result.retryAfterMinutes) url.searchParams.set(LOGIN_RETRY_PARAM, String(result.retryAfterMinutes));
  }
  return url.pathname + url.search;
}

/** POST /auth/login: send, resend or verify a one-time code; change the e-mail. */
export function createLoginAction(deps: AuthServerDeps, session: SessionService) {
  async function sendCode(ctx: StorefrontRequestContext, request: Request, email: string): Promise<LoginOutcome> {
    const failed = (retryAfterMinutes: number | null = null) => ({
      result: { step: 'initial', email, retryAfterMinutes } as const,
      state: {},
    });
    if (!email) return failed();
    const decision = await deps.sendCodeLimiter().attempt(email, deps.clientAddress(ctx, request));
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
    pendingCookie: string | null,
  ): Promise<LoginOutcome> {
    const pending = decodePendingLogin(pendingCookie ?? undefined);
    const email = fields.email || pending?.email || '';
    const methodId = fields.methodId || pending?.methodId || '';
    const code = fields.code.trim();
    const failed = { result: { step: 'initial', email, retryAfterMinutes: null } as const, state: {} };
    // A code is never sent for verification without the method id it belongs to.
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

  return async function loginAction({ request, context }: ActionFunctionArgs) {
    // A foreign page must not sign the shopper into an account of its choosing (login CSRF).
    const form = await openFormAction(request, 'Signing in');
    if (!form.ok) return form.response;
    const ctx = deps.requestContext(context);
    const parsed = loginFormSchema.safeParse(form.fields);
    let outcome: LoginOutcome;
    if (!parsed.success) {
      outcome = { result: { step: 'initial', email: '', retryAfterMinutes: null }, state: {} };
    } else if (parsed.data.intent === 'verify-code') {
      outcome = await verifyCode(ctx, parsed.data, readCookie(request.headers.get('cookie'), INTERMEDIATE_SESSION_COOKIE));
    } else if (parsed.data.intent === 'change-email') {
      outcome = { result: { step: 'initial', email: parsed.data.email, retryAfterMinutes: null }, state: {} };
    } else {
      outcome = await sendCode(ctx, request, parsed.data.email);
    }
    const headers = session.cookieHeaders(ctx, outcome.state);
    headers.set('Cache-Control', 'no-store');
    if (parsed.success && parsed.data.js === '1') return data(outcome.result, { headers });
    // Without scripts the browser posted a plain form: go back to the page with the overlay open.
    return redirect(pageAfterLogin(parsed.success ? parsed.data.page : undefined, outcome.result), { headers });
  };
}
