import { loginClientAction } from './login-client-action';

const post = (fields: Record<string, string>) =>
  new Request('http://storefront.test/auth/login', { method: 'POST', body: new URLSearchParams(fields) });

describe('loginClientAction', () => {
  afterEach(() => jest.restoreAllMocks());

  it('passes the server answer through', async () => {
    const answer = { step: 'verification', email: 'ada@example.com', methodId: 'email-test-1' };
    const serverAction = jest.fn(async () => answer) as never;
    await expect(loginClientAction({ request: post({ intent: 'send-code', email: 'ada@example.com' }), params: {}, serverAction })).resolves.toBe(answer);
  });

  it('answers a failed request with the e-mail step and the typed address kept', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const request = post({ intent: 'verify-code', email: ' ada@example.com ', code: '123456' });
    // Reads the body like the real server call does, so the answer must come from the copy.
    const serverAction = jest.fn(async () => {
      await request.formData();
      throw new TypeError('Failed to fetch');
    }) as never;
    await expect(loginClientAction({ request, params: {}, serverAction })).resolves.toEqual({
      step: 'initial',
      email: 'ada@example.com',
      retryAfterMinutes: null,
    });
  });

  it('lets a redirect through', async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/' } });
    const serverAction = jest.fn(async () => {
      throw redirect;
    }) as never;
    await expect(loginClientAction({ request: post({ intent: 'send-code' }), params: {}, serverAction })).rejects.toBe(redirect);
  });
});
