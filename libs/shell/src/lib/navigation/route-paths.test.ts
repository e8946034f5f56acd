import { itAnswersYesOrNo } from '@kori/util-testing';
import { isAccountPath, routePaths } from './route-paths';

describe('routePaths', () => {
  it('opens the login overlay with a readable return path', () => {
    expect(routePaths.login('/my/orders')).toBe('/?login=1&returnTo=/my/orders');
    expect(routePaths.login('/my/orders/a b?x=1&y=2')).toBe('/?login=1&returnTo=/my/orders/a%20b%3Fx%3D1%26y%3D2');
  });

  it('escapes path parameters', () => {
    expect(routePaths.orderDetails('ord/1?x')).toBe('/my/orders/ord%2F1%3Fx');
    expect(routePaths.cookieApi('consent-levels')).toBe('/api/cookies/consent-levels');
  });
});

describe('isAccountPath', () => {
  itAnswersYesOrNo(isAccountPath, { yes: ['/my', '/my/orders'], no: ['/mystery', '/'] });
});
