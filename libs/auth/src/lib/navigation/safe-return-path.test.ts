/** @jest-environment node */
import { loginRedirectPath, safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/my/orders')).toBe('/my/orders');
    expect(safeReturnPath('/smartphones?sort=price#top')).toBe('/smartphones?sort=price#top');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'relative', '', '/a\r\nSet-Cookie: x=1', 42, undefined])(
    'refuses %p',
    (value) => {
      expect(safeReturnPath(value)).toBe('/');
    },
  );
});

describe('loginRedirectPath', () => {
  it('opens the overlay with a readable return path', () => {
    expect(loginRedirectPath('/my/orders')).toBe('/?login=1&returnTo=/my/orders');
    expect(loginRedirectPath('/my/orders/a b?x=1&y=2')).toBe('/?login=1&returnTo=/my/orders/a%20b%3Fx%3D1%26y%3D2');
  });
});
