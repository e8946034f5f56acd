/** @jest-environment node */
import { answerFormAction, openFormAction } from './form-action.server';

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
