import {
  LOGIN_EMAIL_PARAM,
  LOGIN_PARAM,
  LOGIN_RETRY_PARAM,
  RETURN_TO_PARAM,
} from '../login/login-action-data';
import { safeRedirectPath } from '@kori/shell';

export interface LoginParams {
  /** `?login=1`: the address asks for the login overlay. */
  requested: boolean;
  /** Where to go after a successful login (a same-site path), if anywhere. */
  returnTo: string | null;
  /** The e-mail kept after a failed plain form post. */
  email: string;
  retryAfterMinutes: number | null;
}

export function loginParamsOf(search: URLSearchParams): LoginParams {
  const returnTo = search.get(RETURN_TO_PARAM);
  const retry = Number.parseInt(search.get(LOGIN_RETRY_PARAM) ?? '', 10);
  return {
    requested: search.get(LOGIN_PARAM) === '1',
    returnTo: returnTo ? safeRedirectPath(returnTo, '') || null : null,
    email: (search.get(LOGIN_EMAIL_PARAM) ?? '').slice(0, 320),
    retryAfterMinutes: Number.isFinite(retry) && retry > 0 && retry < 1000 ? retry : null,
  };
}

const OVERLAY_PARAMS = [LOGIN_PARAM, RETURN_TO_PARAM, LOGIN_EMAIL_PARAM, LOGIN_RETRY_PARAM];

/** The same page without the overlay's parameters (for closing it). */
export function searchWithoutLoginParams(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of OVERLAY_PARAMS) next.delete(name);
  return next;
}

export function pathWithoutLoginParams(pathname: string, search: URLSearchParams): string {
  const rest = searchWithoutLoginParams(search).toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** A link that opens the overlay on the current page and comes back to `returnTo` afterwards. */
export function loginHref(pathname: string, search: URLSearchParams, returnTo?: string): string {
  const next = searchWithoutLoginParams(search);
  next.set(LOGIN_PARAM, '1');
  if (returnTo) next.set(RETURN_TO_PARAM, returnTo);
  return `${pathname}?${next.toString()}`;
}
