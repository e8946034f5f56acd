/** @jest-environment node */
import { readFormFields } from './read-form-fields.server';

const post = (body: BodyInit | null, contentType?: string) =>
  new Request('http://shop.test/api/locale', { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} });

describe('readFormFields', () => {
  it('reads url-encoded and multipart fields, first value of a name winning', async () => {
    expect(await readFormFields(post('locale=sv-SE&locale=nl-NL&redirectTo=%2Fx', 'application/x-www-form-urlencoded'))).toEqual({
      ok: true,
      fields: { locale: 'sv-SE', redirectTo: '/x' },
    });
    const form = new FormData();
    form.set('page', '/deals');
    expect(await readFormFields(new Request('http://shop.test/auth/logout', { method: 'POST', body: form }))).toEqual({
      ok: true,
      fields: { page: '/deals' },
    });
  });

  it.each([
    ['no body', post(null)],
    ['a JSON body', post('{"locale":"sv-SE"}', 'application/json')],
  ])('answers 415 for %s', async (_name, request) => {
    const result = await readFormFields(request);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(415);
    expect((await result.response.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 400 for a broken multipart body', async () => {
    const result = await readFormFields(post('--x\r\nbroken', 'multipart/form-data; boundary=x'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(400);
    expect(await result.response.json()).toEqual({ error: { code: 'INVALID_BODY', message: 'The form submission could not be read' } });
  });
});
