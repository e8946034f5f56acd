import { LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, localeFromCookieValue } from './locale-cookie';

describe('locale cookie constants', () => {
  it('names the cookie and keeps it a year', () => {
    expect(LOCALE_COOKIE_NAME).toBe('locale');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
  });
});

describe('localeFromCookieValue', () => {
  it.each([
    ['nl-NL', 'nl-NL'],
    ['en-FI', 'en-FI'],
    ['de-DE', null],
    ['sv_SE', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %s', (value, expected) => {
    expect(localeFromCookieValue(value)).toBe(expected);
  });
});
