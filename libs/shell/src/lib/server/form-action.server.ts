import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node';
import { readFormFields, type FormFieldsResult } from './read-form-fields.server';
import { requestContext as platformRequestContext, type StorefrontRequestContext } from './request-context.server';
import { refuseOtherMethods } from './refuse-other-methods.server';
import { refuseForeignOrigin } from './same-origin.server';
import { PRIVATE_NO_STORE } from '../cache/private-no-store';

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

/** A form schema's verdict (zod's `safeParse` answer, or any check shaped like it). */
export type FormParse<Form> =
  | { success: true; data: Form }
  | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }> } };

/** The steps of a form action that changes something of the shopper's through the API (see `runFormChange`). */
export interface FormChange<Form extends { intent: string }, Result> {
  /** Names the change in the refusal of a foreign post, e.g. `Changing the cart`. */
  what: string;
  /** First part of the log events `<log>.form.invalid` and `<log>.change.failed`. */
  log: string;
  requestContext(): StorefrontRequestContext;
  parse(fields: Record<string, string>): FormParse<Form>;
  /** The result for a form the schema refused. */
  invalid(fields: Record<string, string>): Result;
  /** Makes the change; may add to the answer's headers (a cookie) and read the request (its cookies, its abort signal). */
  change(ctx: StorefrontRequestContext, form: Form, headers: Headers, request: Request): Promise<Result>;
  /** The result when the change failed (the API could not be reached or refused it). */
  failed(form: Form, cause: unknown): Result;
  /** Where a plain form post goes back to (`form` is null when the schema refused it). */
  pageAfter(fields: Record<string, string>, form: Form | null, result: Result): string;
}

/**
 * A whole form action that changes something: `openFormAction`, the form's schema (a refused form is
 * logged with the paths of its issues), the change (a failure is logged with the intent and reason),
 * then `answerFormAction`. The answer is the shopper's own, so it is never cached.
 */
export async function runFormChange<Form extends { intent: string }, Result>(request: Request, steps: FormChange<Form, Result>) {
  const form = await openFormAction(request, steps.what);
  if (!form.ok) return form.response;
  const ctx = steps.requestContext();
  const headers = new Headers({ 'Cache-Control': PRIVATE_NO_STORE });
  const parsed = steps.parse(form.fields);
  let result: Result;
  if (!parsed.success) {
    ctx.logger.info(`${steps.log}.form.invalid`, { issues: parsed.error.issues.map((issue) => issue.path.join('.')) });
    result = steps.invalid(form.fields);
  } else {
    try {
      result = await steps.change(ctx, parsed.data, headers, request);
    } catch (cause) {
      ctx.logger.warn(`${steps.log}.change.failed`, { intent: parsed.data.intent, reason: cause instanceof Error ? cause.message : String(cause) });
      result = steps.failed(parsed.data, cause);
    }
  }
  return answerFormAction(form.fields, result, headers, () => steps.pageAfter(form.fields, parsed.success ? parsed.data : null, result));
}

/** What a form-change action takes from the platform: the request's context (tests pass a double). */
export interface FormChangeActionDeps {
  requestContext(context: AppLoadContext): StorefrontRequestContext;
}

export const defaultFormChangeActionDeps: FormChangeActionDeps = { requestContext: platformRequestContext };

/**
 * A route action that is one `runFormChange` of `steps`; the request context comes from `deps` (the
 * platform's unless a test overrides it).
 */
export function createFormChangeAction<Form extends { intent: string }, Result>(
  steps: Omit<FormChange<Form, Result>, 'requestContext'>,
  overrides: Partial<FormChangeActionDeps> = {},
) {
  const deps: FormChangeActionDeps = { ...defaultFormChangeActionDeps, ...overrides };
  return async function formChangeAction({ request, context }: ActionFunctionArgs) {
    return runFormChange<Form, Result>(request, { ...steps, requestContext: () => deps.requestContext(context) });
  };
}
