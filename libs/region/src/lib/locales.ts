import { graphqlLanguageOf, type GraphQLLanguage, type Language } from './languages';
import type { Region } from './regions';

export const SUPPORTED_LOCALES = ['fi-FI', 'en-FI', 'sv-SE', 'nl-NL'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fi-FI';

/** The locale a language is served in when the requested region has no locale for it. */
export const HOME_LOCALE_OF_LANGUAGE: Readonly<Record<Language, Locale>> = {
  fi: 'fi-FI',
  en: 'en-FI',
  sv: 'sv-SE',
  nl: 'nl-NL',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function languageOfLocale(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

export function regionOfLocale(locale: Locale): Region {
  return locale.slice(3) as Region;
}

export function graphqlLanguage(locale: Locale): GraphQLLanguage {
  return graphqlLanguageOf(languageOfLocale(locale));
}
