// Public, browser-safe entry of @kori/region: the shop's regions, currencies, languages and locales.
export {
  SUPPORTED_REGIONS,
  SUPPORTED_CURRENCIES,
  DEFAULT_REGION,
  REGION_TABLE,
  isRegion,
  isCurrency,
  currencyForRegion,
  vatPercentForRegion,
  timeZoneForRegion,
  type Region,
  type Currency,
  type CurrencyCode,
  type RegionInfo,
} from './lib/regions';
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  isLanguage,
  languageOfRegion,
  languageFromGraphQL,
  graphqlLanguageOf,
  type Language,
  type GraphQLLanguage,
} from './lib/languages';
export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  HOME_LOCALE_OF_LANGUAGE,
  isLocale,
  languageOfLocale,
  regionOfLocale,
  graphqlLanguage,
  type Locale,
} from './lib/locales';
export { parseLocale, type ParsedLocale } from './lib/parse-locale';
export { parseAcceptLanguage, localeFromAcceptLanguage, languageFromAcceptLanguage, type WeightedLanguageTag } from './lib/accept-language';
