import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats a calendar day as that day in every locale', () => {
    expect(formatDate('2024-05-01', 'fi-FI')).toBe('1.5.2024');
    expect(formatDate('2024-05-01', 'en-FI')).toBe('1 May 2024');
    expect(formatDate('2024-05-01', 'sv-SE')).toBe('1 maj 2024');
    expect(formatDate('2024-05-01', 'nl-NL')).toBe('1 mei 2024');
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
