import { persistConsentCookie } from './persist-consent-cookie';

describe('persistConsentCookie', () => {
  it('PUTs the value with the cookie API options', async () => {
    const fetchImpl = jest.fn(async () => new Response('{"value":"1-1_2-1_3-1_4-1"}', { status: 200 }));
    await expect(persistConsentCookie('1-1_2-1_3-1_4-1', fetchImpl as unknown as typeof fetch)).resolves.toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cookies/consent-levels/');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      value: '1-1_2-1_3-1_4-1',
      options: { maxAge: 63072000, sameSite: true, path: '/', httpOnly: false, secure: true },
    });
  });

  it('only logs a refusal or a network failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = jest.fn(async () => new Response('{}', { status: 403 }));
    await expect(persistConsentCookie('1-1_2-0_3-0_4-0', refused as unknown as typeof fetch)).resolves.toBe(false);
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(persistConsentCookie('1-1_2-0_3-0_4-0', offline as unknown as typeof fetch)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
