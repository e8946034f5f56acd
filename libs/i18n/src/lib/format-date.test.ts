import { SUPPORTED_LOCALES, type Locale } from '@kori/region';
import { formatDate } from './format-date';

/** 1 May 2024 as each locale writes it: a new locale needs its line here. */
const FIRST_OF_MAY: Record<Locale, string> = { 'fi-FI': '1.5.2024', 'en-FI': '1 May 2024', 'sv-SE': '1 maj 2024', 'nl-NL': '1 mei 2024' };

describe('formatDate', () => {
  it('formats a calendar day as that day in every locale', () => {
    const formatted = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, formatDate('2024-05-01', locale)]));
    expect(formatted).toEqual(FIRST_OF_MAY);
  });

  it("shows a date-time in the region's time zone", () => {
    // 22:30 UTC is already the next day in Helsinki (UTC+3 in summer) and Stockholm (UTC+2).
    expect(formatDate('2024-05-01T22:30:00Z', 'fi-FI')).toBe('2.5.2024');
    expect(formatDate('2024-05-01T21:30:00Z', 'fi-FI')).toBe('2.5.2024');
    expect(formatDate('2024-05-01T20:30:00Z', 'fi-FI')).toBe('1.5.2024');
    expect(formatDate('2024-05-01T21:30:00Z', 'sv-SE')).toBe('1 maj 2024');
  });

  it('takes a date style', () => {
    expect(formatDate('2024-05-01', 'en-FI', { dateStyle: 'long' })).toBe('1 May 2024');
    expect(formatDate('2024-05-01', 'en-FI', { dateStyle: 'full' })).toBe('Wednesday, 1 May 2024');
  });

  it('rejects a string that is not a date', () => {
    expect(() => formatDate('yesterday', 'fi-FI')).toThrow(TypeError);
  });
});
