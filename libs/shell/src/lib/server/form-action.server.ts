import { data, redirect } from '@remix-run/node';
import { readFormFields, type FormFieldsResult } from './read-form-fields.server';
import { refuseOtherMethods } from './refuse-other-methods.server';
import { refuseForeignOrigin } from './same-origin.server';

/**
 * The front of a storefront form action: POST only (405), same-origin posts only (403, `what` names
 * the change in the message, against cross-site request forgery), then the form's text fields (4xx
 * for a body that is not a form).
 */
export async function openFormAction(request: Request, what: string): Promise<FormFieldsResult> {
  const refused = refuseOtherMethods(request) ?? refuseForeignOrigin(request, what);
  if (refused) return { ok: false, response: refused };
  return readFormFields(request);
}

/**
 * The answer of a storefront form action. A fetcher posts `js=1` and gets the result as JSON (read
 * from the raw field, so even a form the schema refused gets JSON); a plain form post, sent without
 * scripts, is redirected back to `pageAfter()`, where the page shows the outcome.
 */
export function answerFormAction<T>(fields: Record<string, string>, result: T, headers: Headers, pageAfter: () => string) {
  if (fields['js'] === '1') return data(result, { headers });
  return redirect(pageAfter(), { headers });
}
