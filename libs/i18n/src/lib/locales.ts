// The locales, languages, regions and currencies the storefront serves (SPEC 1, docs/decisions/002).
export const SUPPORTED_LOCALES = ['fi-FI', 'en-FI', 'sv-SE', 'nl-NL'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const SUPPORTED_LANGUAGES = ['fi', 'en', 'sv', 'nl'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const SUPPORTED_REGIONS = ['FI', 'SE', 'NL'] as const;
export type Region = (typeof SUPPORTED_REGIONS)[number];

export type CurrencyCode = 'EUR' | 'SEK';

/** GraphQL `Language` enum values (libs/graphql-schema/schema.graphql). */
export type GraphQLLanguage = 'FI' | 'EN' | 'SV' | 'NL';

export const DEFAULT_LOCALE: Locale = 'fi-FI';
export const DEFAULT_LANGUAGE: Language = 'fi';
export const DEFAULT_REGION: Region = 'FI';

/** The locale a language is served in when the requested region has no locale for it. */
export const HOME_LOCALE_OF_LANGUAGE: Readonly<Record<Language, Locale>> = {
  fi: 'fi-FI',
  en: 'en-FI',
  sv: 'sv-SE',
  nl: 'nl-NL',
};

const CURRENCY_OF_REGION: Readonly<Record<Region, CurrencyCode>> = { FI: 'EUR', NL: 'EUR', SE: 'SEK' };

// Dates are shown in the store's own time zone so server and browser render the same day.
const TIME_ZONE_OF_REGION: Readonly<Record<Region, string>> = {
  FI: 'Europe/Helsinki',
  SE: 'Europe/Stockholm',
  NL: 'Europe/Amsterdam',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (SUPPORTED_REGIONS as readonly string[]).includes(value);
}

export function languageOfLocale(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

export function regionOfLocale(locale: Locale): Region {
  return locale.slice(3) as Region;
}

export function currencyForRegion(region: Region): CurrencyCode {
  return CURRENCY_OF_REGION[region];
}

export function timeZoneForRegion(region: Region): string {
  return TIME_ZONE_OF_REGION[region];
}

export function graphqlLanguage(locale: Locale): GraphQLLanguage {
  return languageOfLocale(locale).toUpperCase() as GraphQLLanguage;
}
