import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { CONSENT_INTENTS, levelsForIntent } from '../lib/levels/consent-form';
import { serializeConsentLevels } from '@kori/consent-state';
import { serializeConsentCookie } from '@kori/consent-state/server';
import { jsonError, jsonResponse, refuseForeignOrigin } from '@kori/shell/server';
import { consentReturnPath } from './consent-return-path';

const checkbox = z
  .union([z.literal('1'), z.literal('on')])
  .optional()
  .transform((value) => value !== undefined);

const formSchema = z.object({
  intent: z.enum(CONSENT_INTENTS),
  redirectTo: z.string().max(2048).optional(),
  preferences: checkbox,
  statistics: checkbox,
  advertising: checkbox,
});

function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

function redirect(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', ...headers } });
}

/**
 * POST /api/consent: the banner and settings panel as plain forms (works without JavaScript). Saves the
 * choice in the `consent-levels` cookie and sends the shopper back (303) to `redirectTo` on this site;
 * answers JSON `{ value }` instead when asked for application/json.
 */
export async function consentAction({ request }: ActionFunctionArgs): Promise<Response> {
  if (request.method !== 'POST') {
    return jsonError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not supported; use POST`, { Allow: 'POST' });
  }
  const refused = refuseForeignOrigin(request, 'Changing consent');
  if (refused) return refused;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return jsonError(400, 'INVALID_BODY', 'Expected a form submission');
  }
  const parsed = formSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')));
  if (!parsed.success) return jsonError(400, 'INVALID_BODY', 'Unexpected consent form fields');

  const { intent, redirectTo } = parsed.data;
  if (intent === 'open-settings' || intent === 'close') {
    return redirect(consentReturnPath(redirectTo, intent === 'open-settings'));
  }
  const levels = levelsForIntent(intent, parsed.data);
  const setCookie = serializeConsentCookie(levels);
  if (wantsJson(request)) {
    return jsonResponse({ value: serializeConsentLevels(levels) }, { headers: { 'Set-Cookie': setCookie } });
  }
  return redirect(consentReturnPath(redirectTo), { 'Set-Cookie': setCookie });
}

/** GET /api/consent has nothing to show: back to the home page. */
export async function consentLoader(): Promise<Response> {
  return redirect('/');
}
