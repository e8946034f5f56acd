/** @jest-environment node */
import { refuseOtherMethods } from './refuse-other-methods.server';

const request = (method: string) => new Request('http://127.0.0.1:3000/api/x', { method, body: method === 'GET' ? null : 'a=1' });

describe('refuseOtherMethods', () => {
  it.each(['PUT', 'DELETE', 'PATCH'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = refuseOtherMethods(request(method));
    expect(response?.status).toBe(405);
    expect(response?.headers.get('allow')).toBe('POST');
    expect(await response?.json()).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: `${method} is not supported; use POST` } });
  });

  it('lets an allowed method through', () => {
    expect(refuseOtherMethods(request('POST'))).toBeNull();
    expect(refuseOtherMethods(request('PUT'), ['GET', 'PUT'])).toBeNull();
  });
});
