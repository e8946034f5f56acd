import { safeRedirectPath, safeRedirectPathWith } from './safe-redirect-path';

describe('safeRedirectPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeRedirectPath('/my/orders')).toBe('/my/orders');
    expect(safeRedirectPath('/smartphones?sort=price#top')).toBe('/smartphones?sort=price#top');
    expect(safeRedirectPath('/a/../b')).toBe('/b');
  });

  it.each([
    'https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    '/ok\\..\\x',
    '\\\\evil.example',
    '/a\r\nSet-Cookie: x=1',
    '/a\tb',
    '/a\u0000b',
    '/a\u007fb',
    '/.//evil.example',
    'relative/path',
    '',
    '/' + 'a'.repeat(2048),
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it('refuses non-strings and uses the given fallback', () => {
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath(['/a'])).toBe('/');
    expect(safeRedirectPath('//evil.example', '')).toBe('');
  });
});

describe('safeRedirectPathWith', () => {
  it('changes the query of the guarded path and keeps its fragment', () => {
    const path = safeRedirectPathWith('/p/1?outcome=old&keep=1#reviews', (params) => {
      params.set('outcome', 'added');
      params.delete('keep');
    });
    expect(path).toBe('/p/1?outcome=added#reviews');
  });

  it('starts from the fallback for a path off this site', () => {
    expect(safeRedirectPathWith('//evil.example/x', (params) => params.set('outcome', 'failed'))).toBe('/?outcome=failed');
  });
});
