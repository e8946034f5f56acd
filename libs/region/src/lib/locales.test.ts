import { DEFAULT_LOCALE, graphqlLanguage, isLocale, languageOfLocale, regionOfLocale, SUPPORTED_LOCALES } from './locales';
import { currencyForRegion, timeZoneForRegion } from './regions';

describe('locales', () => {
  it('serves fi-FI, en-FI, sv-SE and nl-NL with fi-FI as default', () => {
    expect(SUPPORTED_LOCALES).toEqual(['fi-FI', 'en-FI', 'sv-SE', 'nl-NL']);
    expect(DEFAULT_LOCALE).toBe('fi-FI');
  });

  it.each([
    ['fi-FI', 'fi', 'FI', 'FI', 'EUR'],
    ['en-FI', 'en', 'FI', 'EN', 'EUR'],
    ['sv-SE', 'sv', 'SE', 'SV', 'SEK'],
    ['nl-NL', 'nl', 'NL', 'NL', 'EUR'],
  ] as const)('%s: language %s, region %s, GraphQL %s, currency %s', (locale, language, region, gql, currency) => {
    expect(languageOfLocale(locale)).toBe(language);
    expect(regionOfLocale(locale)).toBe(region);
    expect(graphqlLanguage(locale)).toBe(gql);
    expect(currencyForRegion(region)).toBe(currency);
  });

  it('has a time zone per region', () => {
    expect(timeZoneForRegion('FI')).toBe('Europe/Helsinki');
    expect(timeZoneForRegion('SE')).toBe('Europe/Stockholm');
    expect(timeZoneForRegion('NL')).toBe('Europe/Amsterdam');
  });

  it.each([
    ['fi-FI', true],
    ['nl-NL', true],
    ['sv-FI', false],
    ['fi_FI', false],
    ['FI-fi', false],
    ['', false],
    [null, false],
    [42, false],
  ])('isLocale(%j) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});
