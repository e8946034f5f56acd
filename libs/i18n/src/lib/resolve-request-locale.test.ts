import { resolveRequestLocale } from './resolve-request-locale';

function request(headers: Record<string, string>): Request {
  return new Request('http://127.0.0.1/', { headers });
}

describe('resolveRequestLocale', () => {
  it('uses the locale cookie first', () => {
    expect(resolveRequestLocale(request({ cookie: 'locale=sv-SE', 'accept-language': 'en-US,en;q=0.9' }))).toBe('sv-SE');
  });

  it('ignores a bad cookie and falls back to Accept-Language', () => {
    expect(resolveRequestLocale(request({ cookie: 'locale=xx-YY', 'accept-language': 'nl-NL' }))).toBe('nl-NL');
    expect(resolveRequestLocale(request({ cookie: 'locale=%', 'accept-language': 'en' }))).toBe('en-FI');
  });

  it('uses Accept-Language without a cookie', () => {
    expect(resolveRequestLocale(request({ 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' }))).toBe('sv-SE');
  });

  it('falls back to fi-FI', () => {
    expect(resolveRequestLocale(request({}))).toBe('fi-FI');
    expect(resolveRequestLocale(request({ 'accept-language': 'de-DE,de;q=0.9' }))).toBe('fi-FI');
    expect(resolveRequestLocale(request({ cookie: 'locale=de-DE', 'accept-language': '*' }))).toBe('fi-FI');
  });
});
