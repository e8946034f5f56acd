import type { Region } from './regions';

// Lower-case language codes, as URLs, catalogues and the database (jsonb keys) use them.
export const SUPPORTED_LANGUAGES = ['fi', 'en', 'sv', 'nl'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The GraphQL `Language` enum's values. */
export type GraphQLLanguage = 'FI' | 'EN' | 'SV' | 'NL';

export const DEFAULT_LANGUAGE: Language = 'fi';

const LANGUAGE_OF_REGION: Readonly<Record<Region, Language>> = { FI: 'fi', SE: 'sv', NL: 'nl' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The region's own language, for labels asked for without a language. */
export function languageOfRegion(region: Region): Language {
  return LANGUAGE_OF_REGION[region];
}

/** A GraphQL `Language` value as a language code; none (or an unknown one) is Finnish. */
export function languageFromGraphQL(language: GraphQLLanguage | null | undefined): Language {
  const code = language?.toLowerCase();
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export function graphqlLanguageOf(language: Language): GraphQLLanguage {
  return language.toUpperCase() as GraphQLLanguage;
}
