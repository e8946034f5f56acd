import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { HOME_LOCALE_OF_LANGUAGE, isLocale, regionOfLocale, type Locale } from './locales';
import { DEFAULT_REGION, isRegion, type Region } from './regions';

export interface ParsedLocale {
  /** One of the served locales: the language with the region when that pair is served, else the language's home locale. */
  locale: Locale;
  language: Language;
  region: Region;
}

/**
 * A locale string is split into language and region; an unsupported language falls back
 * to Finnish and an unsupported region to FI. A string without a region takes the region of the
 * language's home locale ('sv' -> sv-SE), since no region was asked for.
 * Accepts '-' or '_' as separator and any letter case ('sv_se', 'EN-fi').
 */
export function parseLocale(input?: string | null): ParsedLocale {
  const [rawLanguage = '', rawRegion] = (input ?? '').trim().split(/[-_]/);
  const languageCandidate = rawLanguage.toLowerCase();
  const language: Language = isLanguage(languageCandidate) ? languageCandidate : DEFAULT_LANGUAGE;

  let region: Region;
  if (rawRegion === undefined || rawRegion === '') {
    region = isLanguage(languageCandidate) ? regionOfLocale(HOME_LOCALE_OF_LANGUAGE[language]) : DEFAULT_REGION;
  } else {
    const regionCandidate = rawRegion.toUpperCase();
    region = isRegion(regionCandidate) ? regionCandidate : DEFAULT_REGION;
  }

  const pair = `${language}-${region}`;
  const locale: Locale = isLocale(pair) ? pair : HOME_LOCALE_OF_LANGUAGE[language];
  return { locale, language, region };
}
