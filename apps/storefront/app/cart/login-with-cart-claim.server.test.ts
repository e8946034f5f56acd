import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { createTestLoadContext } from '@kori/shell/testing';
import { withCartClaim } from './login-with-cart-claim.server';

const args = (): ActionFunctionArgs => ({
  request: new Request('http://127.0.0.1:3000/auth/login', { method: 'POST' }),
  params: {},
  context: createTestLoadContext(),
});

const signedIn = () => {
  const headers = new Headers();
  headers.append('Set-Cookie', 'stytch_session=token-1; Path=/; HttpOnly');
  headers.append('Set-Cookie', 'stytch_session_jwt=jwt.of.new.session; Path=/; HttpOnly');
  return headers;
};

function fakeClaim() {
  const calls: string[] = [];
  const claim = jest.fn(async (_request: Request, bearer: string, headers: Headers) => {
    calls.push(bearer);
    headers.append('Set-Cookie', 'cart-id=3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a; Path=/; HttpOnly');
    return '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';
  });
  return { claim, calls };
}

describe('login with the cart claim', () => {
  it('claims the signed-out cart with the new session JWT and sends the cart cookie with the answer (fetcher)', async () => {
    const { claim, calls } = fakeClaim();
    const action = withCartClaim(async () => data({ step: 'success' }, { headers: signedIn() }), claim);
    const answer = (await action(args())) as { data: unknown; init: { headers: Headers } };
    expect(calls).toEqual(['jwt.of.new.session']);
    expect(answer.data).toEqual({ step: 'success' });
    expect(answer.init.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^cart-id=3d2c1b0a/)]));
  });

  it('does the same for a plain form sign-in that redirects', async () => {
    const { claim, calls } = fakeClaim();
    const action = withCartClaim(async () => redirect('/?login=1', { headers: signedIn() }), claim);
    const answer = (await action(args())) as Response;
    expect(calls).toEqual(['jwt.of.new.session']);
    expect(answer.headers.get('location')).toBe('/?login=1');
    expect(answer.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^cart-id=/)]));
  });

  it('claims nothing when the step signs no one in (code sent, wrong code, sign-out of the session cookies)', async () => {
    const { claim } = fakeClaim();
    const removed = new Headers();
    removed.append('Set-Cookie', 'stytch_session_jwt=; Max-Age=0; Path=/; HttpOnly');
    await withCartClaim(async () => data({ step: 'verification' }, { headers: removed }), claim)(args());
    await withCartClaim(async () => data({ step: 'initial' }), claim)(args());
    await withCartClaim(async () => new Response(null, { status: 403 }), claim)(args());
    expect(claim).not.toHaveBeenCalled();
  });
});
