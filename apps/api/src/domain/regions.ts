import type { Currency, Language, Region } from '../graphql/generated/resolvers-types';

export type { Currency, Language, Region };

export const REGIONS = ['FI', 'SE', 'NL'] as const satisfies readonly Region[];
export const CURRENCIES = ['EUR', 'SEK'] as const satisfies readonly Currency[];

/** Lower-case language codes as stored in the database (jsonb keys, name columns). */
export const LANGUAGE_CODES = ['fi', 'en', 'sv', 'nl'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

const currencyByRegion: Record<Region, Currency> = { FI: 'EUR', NL: 'EUR', SE: 'SEK' };

/** FI and NL pay in EUR, SE in SEK (SPEC 1). */
export function currencyForRegion(region: Region): Currency {
  return currencyByRegion[region];
}

export function languageCode(language: Language | null | undefined): LanguageCode {
  switch (language) {
    case 'EN':
      return 'en';
    case 'SV':
      return 'sv';
    case 'NL':
      return 'nl';
    default:
      return 'fi';
  }
}

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}
