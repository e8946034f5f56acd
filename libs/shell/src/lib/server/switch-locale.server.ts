import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isLocale } from '@kori/i18n';
import { safeRedirectPath } from '../navigation/safe-redirect-path';
import { serializeLocaleCookie } from './locale-cookie.server';
import { readFormFields } from './read-form-fields.server';
import { requestContext } from './request-context.server';
import { refuseOtherMethods } from './refuse-other-methods.server';
import { refuseForeignOrigin } from './same-origin.server';

/**
 * POST /api/locale (form fields `locale`, `redirectTo`): remembers the language in the `locale` cookie
 * and sends the shopper back to the page they were on. A plain form post, so it works without JavaScript.
 */
export async function switchLocaleAction({ request, context }: ActionFunctionArgs): Promise<Response> {
  const refused = refuseOtherMethods(request) ?? refuseForeignOrigin(request, 'Changing the language');
  if (refused) return refused;
  const form = await readFormFields(request);
  if (!form.ok) return form.response;
  const locale = form.fields['locale'];
  const redirectTo = safeRedirectPath(form.fields['redirectTo']);
  if (typeof locale !== 'string' || !isLocale(locale)) {
    requestContext(context).logger.warn('language switch with an unsupported locale', { locale: String(locale) });
    return redirect(redirectTo, { status: 303 });
  }
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(redirectTo, {
    status: 303,
    headers: { 'set-cookie': serializeLocaleCookie(locale, { secure }) },
  });
}

/** GET /api/locale has nothing to show: back to the front page. */
export function switchLocaleLoader(): Response {
  return redirect('/', { status: 303 });
}
