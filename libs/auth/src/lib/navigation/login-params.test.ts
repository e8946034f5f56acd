import { loginHref, loginParamsOf, pathWithoutLoginParams } from './login-params';

describe('login parameters', () => {
  it('reads the overlay request, a safe return path, a kept e-mail and a wait', () => {
    expect(
      loginParamsOf(new URLSearchParams('login=1&returnTo=/my/orders&loginEmail=ada%40example.com&loginRetryMinutes=7')),
    ).toEqual({ requested: true, returnTo: '/my/orders', email: 'ada@example.com', retryAfterMinutes: 7 });
  });

  it('ignores unsafe return paths and nonsense waits', () => {
    expect(loginParamsOf(new URLSearchParams('login=0&returnTo=//evil.example&loginRetryMinutes=-3'))).toEqual({
      requested: false,
      returnTo: null,
      email: '',
      retryAfterMinutes: null,
    });
  });

  it('builds the page without overlay parameters and a link that opens it', () => {
    const search = new URLSearchParams('sort=price&login=1&returnTo=/my/orders&loginEmail=a');
    expect(pathWithoutLoginParams('/deals', search)).toBe('/deals?sort=price');
    expect(pathWithoutLoginParams('/deals', new URLSearchParams('login=1'))).toBe('/deals');
    expect(loginHref('/deals', new URLSearchParams('sort=price'), '/my/orders')).toBe('/deals?sort=price&login=1&returnTo=%2Fmy%2Forders');
  });
});
