import { parseLocale } from './parse-locale';

describe('parseLocale', () => {
  it.each([
    ['fi-FI', 'fi-FI', 'fi', 'FI'],
    ['en-FI', 'en-FI', 'en', 'FI'],
    ['sv-SE', 'sv-SE', 'sv', 'SE'],
    ['nl-NL', 'nl-NL', 'nl', 'NL'],
    ['sv_SE', 'sv-SE', 'sv', 'SE'],
    ['SV-se', 'sv-SE', 'sv', 'SE'],
    [' en-fi ', 'en-FI', 'en', 'FI'],
    ['en', 'en-FI', 'en', 'FI'],
    ['fi', 'fi-FI', 'fi', 'FI'],
    ['sv', 'sv-SE', 'sv', 'SE'],
    ['nl', 'nl-NL', 'nl', 'NL'],
    // unsupported language -> fi, unsupported region -> FI
    ['de-DE', 'fi-FI', 'fi', 'FI'],
    ['de', 'fi-FI', 'fi', 'FI'],
    ['fi-XX', 'fi-FI', 'fi', 'FI'],
    ['sv-XX', 'sv-SE', 'sv', 'FI'],
    ['de-SE', 'fi-FI', 'fi', 'SE'],
    // served language with a region it is not served in: the language's own locale, region kept
    ['sv-FI', 'sv-SE', 'sv', 'FI'],
    ['en-SE', 'en-FI', 'en', 'SE'],
    ['en-US', 'en-FI', 'en', 'FI'],
    ['', 'fi-FI', 'fi', 'FI'],
    ['-', 'fi-FI', 'fi', 'FI'],
    ['garbage', 'fi-FI', 'fi', 'FI'],
  ])('%j -> %s (%s, %s)', (input, locale, language, region) => {
    expect(parseLocale(input)).toEqual({ locale, language, region });
  });

  it.each([null, undefined])('%s -> the default fi-FI', (input) => {
    expect(parseLocale(input)).toEqual({ locale: 'fi-FI', language: 'fi', region: 'FI' });
  });

  it('works without an argument', () => {
    expect(parseLocale()).toEqual({ locale: 'fi-FI', language: 'fi', region: 'FI' });
  });
});
