import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import type { Logger } from '@kori/util-log';
import { deliverMail } from '../mailbox/mailbox';
import { chooseTemplate, renderOtpEmail } from '../mailbox/otp-email-templates';
import type { StoredFactor, StoredSession } from '../state/state-schema';
import type { AuthContext } from './auth-context';
import { hasProjectCredentials } from './basic-auth';
import { stytchId } from './ids';
import { consumeCode, issueCode, OTP_DEFAULT_EXPIRATION_MINUTES } from './otp';
import {
  emailSchema,
  loginOrCreateSchema,
  otpAuthenticateSchema,
  sessionsAuthenticateSchema,
  sessionsRevokeSchema,
} from './request-schemas';
import {
  findSessionById,
  findSessionByJwt,
  findSessionByToken,
  mintSessionJwt,
  revokeSession,
  startSession,
  touchSession,
  toStytchSession,
  type SessionAttributes,
} from './sessions';
import { publicJwk } from './signing-key';
import { StytchApiError, stytchErrorBody } from './stytch-error';
import { createUser, findUserByEmail, toStytchUser } from './users';

function requestId(res: Response): string {
  return String(res.locals['requestId']);
}

/** Successful answers carry request_id and status_code like every Stytch response. */
function ok(res: Response, body: Record<string, unknown>): void {
  res.status(200).json({ request_id: requestId(res), status_code: 200, ...body });
}

function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
  throw new StytchApiError('bad_request', `Invalid request body: ${detail}`);
}

function sessionAttributes(input: { ip_address?: string | null; user_agent?: string | null } | null | undefined): SessionAttributes {
  return { ip_address: input?.ip_address ?? '', user_agent: input?.user_agent ?? '' };
}

/**
 * The Stytch consumer API subset Kori uses, under /v1, speaking the wire protocol of the `stytch`
 * Node SDK: HTTP Basic with project id and secret, JSON bodies, Stytch-shaped errors.
 */
export function createAuthRouter(ctx: AuthContext, logger: Logger): Router {
  const router = Router();
  const { store } = ctx;

  router.use('/v1', express.json(), ((_req, res, next) => {
    res.locals['requestId'] = stytchId('request-id', ctx.environment);
    next();
  }) as RequestHandler);

  // The JWKS is public (the SDK's JWT verification fetches it without credentials), so it comes before the credential check.
  router.get('/v1/sessions/jwks/:projectId', (req, res) => {
    if (req.params['projectId'] !== ctx.projectId) throw new StytchApiError('project_not_found');
    ok(res, { keys: [publicJwk(ctx.key)] });
  });

  router.use('/v1', ((req, _res, next) => {
    if (!hasProjectCredentials(req.get('authorization'), ctx.projectId, ctx.secret)) {
      throw new StytchApiError('unauthorized_credentials');
    }
    next();
  }) as RequestHandler);

  router.post('/v1/otps/email/login_or_create', (req, res) => {
    const body = parseBody(loginOrCreateSchema, req);
    if (!emailSchema.safeParse(body.email.trim()).success) throw new StytchApiError('invalid_email');
    const existing = findUserByEmail(store.state, body.email);
    const user = existing ?? createUser(ctx, body.email);
    const expirationMinutes = body.expiration_minutes ?? OTP_DEFAULT_EXPIRATION_MINUTES;
    let pending;
    try {
      pending = issueCode(ctx, user, expirationMinutes);
    } catch (error) {
      store.save();
      throw error;
    }
    const choice = chooseTemplate({
      userCreated: !existing,
      loginTemplateId: body.login_template_id ?? undefined,
      signupTemplateId: body.signup_template_id ?? undefined,
      locale: body.locale ?? undefined,
    });
    const email = renderOtpEmail(choice, pending.code, expirationMinutes);
    deliverMail(store.state, {
      to: user.email,
      ...email,
      template: choice.kind,
      templateId: choice.templateId,
      language: choice.language,
      code: pending.code,
      sentAt: new Date(ctx.now()).toISOString(),
    });
    store.save();
    logger.info('Sent one-time code', { to: user.email, template: choice.kind, language: choice.language, userCreated: !existing });
    ok(res, { user_id: user.user_id, email_id: user.email_id, user_created: !existing });
  });

  router.post('/v1/otps/authenticate', (req, res) => {
    const body = parseBody(otpAuthenticateSchema, req);
    // An existing session to add this factor to must be valid before the code is spent on it.
    let session: StoredSession | null = null;
    if (body.session_token || body.session_jwt) {
      session = body.session_token ? findSessionByToken(ctx, body.session_token) : findSessionByJwt(ctx, body.session_jwt ?? '');
      if (!session) throw new StytchApiError('session_not_found');
    }
    let user;
    try {
      user = consumeCode(ctx, body.method_id, body.code);
    } catch (error) {
      // Failed attempts count towards the lock, so they are kept even though the request fails.
      store.save();
      throw error;
    }
    if (session && session.user_id !== user.user_id) throw new StytchApiError('session_not_found');
    const now = ctx.now();
    const factor: StoredFactor = {
      type: 'otp',
      delivery_method: 'email',
      email_id: user.email_id,
      email_address: user.email,
      created_at: now,
      last_authenticated_at: now,
    };
    const duration = body.session_duration_minutes ?? undefined;
    if (session) {
      session.authentication_factors = [...session.authentication_factors.filter((f) => f.email_id !== factor.email_id), factor];
      touchSession(ctx, session, duration);
    } else if (duration !== undefined) {
      session = startSession(ctx, user, factor, duration, sessionAttributes(body.attributes), body.session_custom_claims ?? {});
    }
    store.save();
    const attempts = store.state.methodAttempts[user.email_id];
    ok(res, {
      user_id: user.user_id,
      method_id: body.method_id,
      // Without session_duration_minutes (and no session to extend) Stytch starts no session and returns empty tokens.
      session_token: session?.session_token ?? '',
      session_jwt: session ? mintSessionJwt(ctx, session) : '',
      session: session ? toStytchSession(session) : null,
      user: toStytchUser(user, attempts, now),
      reset_sessions: false,
    });
  });

  router.post('/v1/sessions/authenticate', (req, res) => {
    const body = parseBody(sessionsAuthenticateSchema, req);
    const session = body.session_token ? findSessionByToken(ctx, body.session_token) : findSessionByJwt(ctx, body.session_jwt ?? '');
    if (!session) throw new StytchApiError('session_not_found');
    const user = store.state.users[session.user_id];
    if (!user) throw new StytchApiError('session_not_found');
    touchSession(ctx, session, body.session_duration_minutes ?? undefined);
    if (body.session_custom_claims) session.custom_claims = { ...session.custom_claims, ...body.session_custom_claims };
    store.save();
    ok(res, {
      session: toStytchSession(session),
      session_token: session.session_token,
      session_jwt: mintSessionJwt(ctx, session),
      user: toStytchUser(user, store.state.methodAttempts[user.email_id], ctx.now()),
    });
  });

  router.post('/v1/sessions/revoke', (req, res) => {
    const body = parseBody(sessionsRevokeSchema, req);
    const session = body.session_id
      ? findSessionById(ctx, body.session_id)
      : body.session_token
        ? findSessionByToken(ctx, body.session_token)
        : findSessionByJwt(ctx, body.session_jwt ?? '');
    if (!session) throw new StytchApiError('session_not_found');
    revokeSession(ctx, session);
    store.save();
    logger.info('Revoked session', { sessionId: session.session_id });
    ok(res, {});
  });

  router.get('/v1/users/:userId', (req, res) => {
    const user = store.state.users[req.params['userId'] ?? ''];
    if (!user) throw new StytchApiError('user_not_found');
    ok(res, toStytchUser(user, store.state.methodAttempts[user.email_id], ctx.now()));
  });

  router.use('/v1', (() => {
    throw new StytchApiError('route_not_found');
  }) as RequestHandler);

  const errors: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (!req.path.startsWith('/v1/')) return next(error);
    if (!res.locals['requestId']) res.locals['requestId'] = stytchId('request-id', ctx.environment);
    let apiError: StytchApiError;
    if (error instanceof StytchApiError) {
      apiError = error;
    } else if (typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.parse.failed') {
      apiError = new StytchApiError('bad_request', 'The request body is not valid JSON.');
    } else {
      logger.error('Auth request failed', { path: req.path, err: error });
      apiError = new StytchApiError('internal_server_error');
    }
    res.status(apiError.status).json(stytchErrorBody(apiError, requestId(res)));
  };
  router.use(errors);

  return router;
}
