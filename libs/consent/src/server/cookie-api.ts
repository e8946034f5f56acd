import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { readCookie, serializeSetCookie } from '@kori/shell';
import { jsonError, jsonResponse, readJsonBody, refuseForeignOrigin } from '@kori/shell/server';
import { lookUpCookie } from './cookie-api-registry';
import { cookieOptionsSchema } from './cookie-options';

const MAX_BODY_BYTES = 2048;

const putBodySchema = z.object({ value: z.string(), options: z.unknown() }).strict();

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/**
 * GET /api/cookies/:name (also with a trailing slash): `{ value }` of an allowed cookie, null when absent or
 * when the stored value is not valid for that cookie.
 */
export async function cookiesLoader({ request, params }: LoaderFunctionArgs): Promise<Response> {
  const lookup = lookUpCookie(params['name']);
  if (!lookup.ok) return jsonError(400, lookup.code, lookup.message);
  const raw = readCookie(request.headers.get('cookie'), lookup.name);
  const value = raw !== null && lookup.entry.value.safeParse(raw).success ? raw : null;
  return jsonResponse({ value });
}

/**
 * PUT /api/cookies/:name with `{ value, options }`: sets an allowed cookie after validating both, from the
 * site's own origin only. Every refusal answers JSON and sets nothing.
 */
export async function cookiesAction({ request, params }: ActionFunctionArgs): Promise<Response> {
  if (request.method !== 'PUT') {
    return jsonError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not supported; use PUT`, { Allow: 'GET, PUT' });
  }
  const refused = refuseForeignOrigin(request, 'Writing cookies');
  if (refused) return refused;
  const lookup = lookUpCookie(params['name']);
  if (!lookup.ok) return jsonError(400, lookup.code, lookup.message);

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return jsonError(400, 'INVALID_BODY', body.reason);
  const shape = putBodySchema.safeParse(body.value);
  if (!shape.success) return jsonError(400, 'INVALID_BODY', firstIssue(shape.error));

  const value = lookup.entry.value.safeParse(shape.data.value);
  if (!value.success) return jsonError(400, 'INVALID_VALUE', `Invalid value for cookie ${lookup.name}`);
  const options = cookieOptionsSchema(lookup.entry.maxAgeLimit).safeParse(shape.data.options);
  if (!options.success) return jsonError(400, 'INVALID_OPTIONS', firstIssue(options.error));

  const setCookie = serializeSetCookie(lookup.name, value.data, {
    maxAge: options.data.maxAge,
    path: options.data.path,
    sameSite: options.data.sameSite,
    secure: options.data.secure,
    httpOnly: options.data.httpOnly,
  });
  return jsonResponse({ value: value.data }, { headers: { 'Set-Cookie': setCookie } });
}
