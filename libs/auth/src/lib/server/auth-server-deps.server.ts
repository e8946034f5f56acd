import type { AppLoadContext } from '@remix-run/node';
import type { SessionJwtVerifier } from '@kori/util-session-jwt';
import {
  createSessionService,
  defaultSessionServiceDeps,
  requestContext as platformRequestContext,
  stytchClientFor,
  type SessionService,
  type StorefrontRequestContext,
  type StytchAuthClient,
} from '@kori/shell/server';
import type { SendCodeLimiter } from './send-code-limits';
import { createSharedSendCodeLimiterFromEnv } from './shared-send-code-limits';

export interface AuthServerDeps {
  requestContext(context: AppLoadContext): StorefrontRequestContext;
  /** The auth provider client for a request's configuration. */
  stytch(ctx: StorefrontRequestContext): StytchAuthClient;
  /** The local verifier of the provider's session JWTs for a request's configuration. */
  jwtVerifier(ctx: StorefrontRequestContext): SessionJwtVerifier;
  /** Created on first use so the environment is read once, at the first login. */
  sendCodeLimiter(): SendCodeLimiter;
  /** The shopper's network address as the storefront server saw it (null when unknown). */
  clientAddress(ctx: StorefrontRequestContext, request: Request): string | null;
  now(): number;
}

let defaultLimiter: SendCodeLimiter | null = null;

export const defaultAuthServerDeps: AuthServerDeps = {
  requestContext: platformRequestContext,
  stytch: (ctx) => stytchClientFor(ctx.env),
  jwtVerifier: defaultSessionServiceDeps.jwtVerifier,
  sendCodeLimiter: () => (defaultLimiter ??= createSharedSendCodeLimiterFromEnv()),
  clientAddress: (ctx) => (ctx.clientAddress && ctx.clientAddress.length > 0 ? ctx.clientAddress : null),
  now: () => Date.now(),
};

/** The platform's session service bound to the same provider and clock as the auth endpoints. */
export function sessionServiceFor(deps: AuthServerDeps): SessionService {
  return createSessionService({ stytch: deps.stytch, jwtVerifier: deps.jwtVerifier, now: deps.now });
}
