/** @jest-environment node */
import { refreshSession } from './refresh-session';

function answer(status: number, body: unknown): typeof fetch {
  return jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('refreshSession', () => {
  it('POSTs to /api/session/refresh and returns the user', async () => {
    const fetchImpl = answer(200, { ok: true, user: { userId: 'u1', email: 'ada@example.com' }, sessionJwt: null });
    await expect(refreshSession(fetchImpl)).resolves.toEqual({
      kind: 'refreshed',
      user: { userId: 'u1', email: 'ada@example.com' },
      sessionJwt: null,
    });
    expect(fetchImpl).toHaveBeenCalledWith('/api/session/refresh', expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
  });

  it('treats a 401 for an unrecoverable error or a missing session as destroyed', async () => {
    await expect(refreshSession(answer(401, { ok: false, reason: 'unrecoverable' }))).resolves.toEqual({ kind: 'destroyed' });
    await expect(refreshSession(answer(401, { ok: false, reason: 'no_session' }))).resolves.toEqual({ kind: 'destroyed' });
  });

  it('keeps the session on network failures, 5xx and unreadable answers', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(refreshSession(offline)).resolves.toEqual({ kind: 'transient' });
    await expect(refreshSession(answer(503, { ok: false, reason: 'transient' }))).resolves.toEqual({ kind: 'transient' });
    await expect(refreshSession(answer(502, '<html>Bad gateway</html>'))).resolves.toEqual({ kind: 'transient' });
    const html = jest.fn(async () => new Response('<html></html>', { status: 500 }));
    await expect(refreshSession(html)).resolves.toEqual({ kind: 'transient' });
    // A 401 must say why; a proxy's bare 401 is not proof the session is gone.
    await expect(refreshSession(answer(401, { message: 'nope' }))).resolves.toEqual({ kind: 'transient' });
  });
});
