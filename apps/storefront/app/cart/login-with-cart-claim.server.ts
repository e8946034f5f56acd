import type { ActionFunctionArgs } from '@remix-run/node';
import { loginAction } from '@kori/auth/server';
import { claimCartAfterSignIn } from '@kori/cart/server';
import { SESSION_JWT_COOKIE } from '@kori/shell';

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

/** The headers an action's answer sends: a Response's, or those of `data(value, { headers })`. */
function answerHeaders(answer: unknown): Headers | null {
  if (answer instanceof Response) return answer.headers;
  if (answer && typeof answer === 'object' && 'init' in answer) {
    const holder = answer as { init: ResponseInit | null };
    if (!holder.init) return null;
    if (!(holder.init.headers instanceof Headers)) holder.init.headers = new Headers(holder.init.headers);
    return holder.init.headers;
  }
  return null;
}

/** The session JWT a sign-in just wrote (its Set-Cookie), or null when the answer signs no one in. */
function newSessionJwt(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === SESSION_JWT_COOKIE) {
      const value = pair.slice(separator + 1).trim();
      if (value) return value;
    }
  }
  return null;
}

/**
 * The login action, and when it signs the shopper in, the signed-out cart joins the account's cart (cart
 * feature) with the new session's bearer; the account cart's id cookie goes out with the same answer. Auth
 * and cart do not know each other: the app composes them here.
 */
export function withCartClaim(action: Action, claim: typeof claimCartAfterSignIn = claimCartAfterSignIn): Action {
  return async function loginWithCartClaim(args) {
    const answer = await action(args);
    const headers = answerHeaders(answer);
    const bearer = headers ? newSessionJwt(headers) : null;
    if (headers && bearer) await claim(args.request, bearer, headers, args.context);
    return answer;
  };
}

/** POST /auth/login (route `auth.login.tsx`). */
export const loginWithCartClaimAction = withCartClaim(loginAction);
