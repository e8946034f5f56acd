import { currencyForRegion, isCurrency, isRegion, REGION_TABLE, SUPPORTED_REGIONS, vatPercentForRegion } from './regions';
import { languageFromGraphQL, languageOfRegion } from './languages';

describe('region table', () => {
  it.each([
    ['FI', 'Finland', 'EUR', 25.5, 'fi'],
    ['SE', 'Sweden', 'SEK', 25, 'sv'],
    ['NL', 'Netherlands', 'EUR', 21, 'nl'],
  ] as const)('%s: %s, %s, VAT %s %%, language %s', (region, country, currency, vat, language) => {
    expect(REGION_TABLE[region].countryName).toBe(country);
    expect(currencyForRegion(region)).toBe(currency);
    expect(vatPercentForRegion(region)).toBe(vat);
    expect(languageOfRegion(region)).toBe(language);
  });

  it('has a row for every region and nothing else', () => {
    expect(Object.keys(REGION_TABLE).sort()).toEqual([...SUPPORTED_REGIONS].sort());
    expect(isRegion('DE')).toBe(false);
    expect(isCurrency('SEK')).toBe(true);
    expect(isCurrency('USD')).toBe(false);
  });

  it('reads GraphQL language values, Finnish when none', () => {
    expect(languageFromGraphQL('SV')).toBe('sv');
    expect(languageFromGraphQL(null)).toBe('fi');
  });
});
