import { jsonError } from './json-response.server';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export type FormFieldsResult = { ok: true; fields: Record<string, string> } | { ok: false; response: Response };

/**
 * The text fields of a form post (first value of each name wins; files are dropped). A missing body, another
 * content type (JSON included) or a broken multipart body answers 4xx with a clear message instead of throwing.
 */
export async function readFormFields(request: Request): Promise<FormFieldsResult> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) {
    return {
      ok: false,
      response: jsonError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected a form submission (application/x-www-form-urlencoded or multipart/form-data)'),
    };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, response: jsonError(400, 'INVALID_BODY', 'The form submission could not be read') };
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value;
  return { ok: true, fields };
}
