/** @jest-environment node */
import { createLogger } from '@kori/util-log';
import { createTestRequestContext } from '../../testing';
import { answerFormAction, createFormChangeAction, openFormAction, runFormChange, type FormChange, type FormParse } from './form-action.server';

const ORIGIN = 'http://localhost:3000';

function post(body: string, headers: Record<string, string> = {}, method = 'POST') {
  return new Request(`${ORIGIN}/things`, {
    method,
    body: method === 'GET' ? undefined : body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
  });
}

describe('openFormAction', () => {
  it('reads the fields of a same-origin form post', async () => {
    await expect(openFormAction(post('a=1&b=2'), 'Changing things')).resolves.toEqual({ ok: true, fields: { a: '1', b: '2' } });
  });
  it('refuses another method', async () => {
    const result = await openFormAction(post('', {}, 'GET'), 'Changing things');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(405);
  });
  it('refuses a post from another origin', async () => {
    const result = await openFormAction(post('a=1', { origin: 'https://evil.example' }), 'Changing things');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(403);
  });
  it('refuses a body that is not a form', async () => {
    const result = await openFormAction(post('{}', { 'content-type': 'application/json' }), 'Changing things');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(415);
  });
});

describe('answerFormAction', () => {
  it('answers a fetcher with the result as data', () => {
    const answer = answerFormAction({ js: '1' }, { outcome: 'ok' }, new Headers({ 'Cache-Control': 'no-store' }), () => '/back');
    expect(answer).toMatchObject({ data: { outcome: 'ok' } });
  });
  it('sends a plain form post back to the page', () => {
    const answer = answerFormAction({}, { outcome: 'ok' }, new Headers({ 'Cache-Control': 'no-store' }), () => '/back?x=1') as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/back?x=1');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('runFormChange', () => {
  type Form = { intent: 'rename'; name: string };
  type Result = { outcome: string; name: string | null };

  function steps(change: FormChange<Form, Result>['change'] = async (_ctx, form) => ({ outcome: 'renamed', name: form.name })) {
    const lines: string[] = [];
    const ctx = createTestRequestContext({ logger: createLogger({ service: 'test', level: 'info', write: (line) => lines.push(line) }) });
    const parse = (fields: Record<string, string>): FormParse<Form> =>
      fields['intent'] === 'rename' && fields['name']
        ? { success: true, data: { intent: 'rename', name: fields['name'] } }
        : { success: false, error: { issues: [{ path: ['name'] }] } };
    const spec: FormChange<Form, Result> = {
      what: 'Renaming things',
      log: 'things',
      requestContext: () => ctx,
      parse,
      invalid: () => ({ outcome: 'invalid', name: null }),
      change,
      failed: (form) => ({ outcome: 'failed', name: form.name }),
      pageAfter: (_fields, form, result) => `/back?outcome=${result.outcome}&form=${form ? 'valid' : 'none'}`,
    };
    return { spec, lines };
  }

  it('refuses a post from another origin before anything else', async () => {
    const { spec } = steps(() => Promise.reject(new Error('must not run')));
    const answer = (await runFormChange(post('intent=rename&name=a', { origin: 'https://evil.example' }), spec)) as Response;
    expect(answer.status).toBe(403);
  });

  it('makes the change and answers a fetcher with the result, never cached, with the headers the change added', async () => {
    const { spec } = steps(async (_ctx, form, headers) => {
      headers.append('Set-Cookie', 'a=1');
      return { outcome: 'renamed', name: form.name };
    });
    const answer = await runFormChange(post('intent=rename&name=a&js=1'), spec);
    expect(answer).toMatchObject({ data: { outcome: 'renamed', name: 'a' } });
    const headers = (answer as unknown as { init: { headers: Headers } }).init.headers;
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('set-cookie')).toBe('a=1');
  });

  it('logs a refused form with the paths of its issues and sends a plain post back to the page', async () => {
    const { spec, lines } = steps();
    const answer = (await runFormChange(post('intent=rename'), spec)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/back?outcome=invalid&form=none');
    expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ msg: 'things.form.invalid', issues: ['name'] })]);
  });

  it('logs a failed change with its intent and reason and answers with the failure', async () => {
    const { spec, lines } = steps(() => Promise.reject(new Error('API down')));
    const answer = (await runFormChange(post('intent=rename&name=a'), spec)) as Response;
    expect(answer.headers.get('location')).toBe('/back?outcome=failed&form=valid');
    expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ msg: 'things.change.failed', intent: 'rename', reason: 'API down' })]);
  });
});

describe('createFormChangeAction', () => {
  it('runs the steps for the posted request with the request context of its deps', async () => {
    const ctx = createTestRequestContext();
    const seen: Request[] = [];
    const action = createFormChangeAction<{ intent: 'rename'; name: string }, { outcome: string }>(
      {
        what: 'Renaming things',
        log: 'things',
        parse: (fields) => ({ success: true, data: { intent: 'rename', name: fields['name'] ?? '' } }),
        invalid: () => ({ outcome: 'invalid' }),
        change: async (changeCtx, form, _headers, request) => {
          seen.push(request);
          return { outcome: changeCtx === ctx ? `renamed ${form.name}` : 'other context' };
        },
        failed: () => ({ outcome: 'failed' }),
        pageAfter: (_fields, _form, result) => `/back?outcome=${encodeURIComponent(result.outcome)}`,
      },
      { requestContext: () => ctx },
    );
    const request = post('intent=rename&name=a');
    const answer = (await action({ request, context: {}, params: {} })) as Response;
    expect(seen).toEqual([request]);
    expect(answer.headers.get('location')).toBe('/back?outcome=renamed%20a');
  });
});
