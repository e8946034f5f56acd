// Test-only: every value of an API enumeration must have a text in the storefront's catalogues.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isEnumType, type GraphQLSchema } from 'graphql';

let schema: GraphQLSchema | null = null;

/** The values of an enumeration of the API schema (read from schema.graphql on first use). */
export function apiEnumValues(name: string): string[] {
  schema ??= buildSchema(readFileSync(join(__dirname, '../../schema.graphql'), 'utf8'));
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`${name} is not an enumeration of the API schema`);
  return type.getValues().map((value) => value.name);
}

/** The `<prefix>.<value>` keys `messages` lacks (or has empty), for each prefix and its values. */
export function missingEnumTexts(messages: Record<string, string>, texts: ReadonlyArray<readonly [prefix: string, values: readonly string[]]>): string[] {
  return texts.flatMap(([prefix, values]) => values.map((value) => `${prefix}.${value}`)).filter((key) => !messages[key]);
}

/** The storefront languages every lib's catalogue has. */
export const CATALOGUE_LANGUAGES = ['fi', 'en', 'sv', 'nl'] as const;

/** A lib's message catalogue: `<messagesDir>/<language>.json`. */
export function messageCatalogue(messagesDir: string, language: string): Record<string, string> {
  return JSON.parse(readFileSync(join(messagesDir, `${language}.json`), 'utf8')) as Record<string, string>;
}

/**
 * Declares, per language, the test that the catalogue in `messagesDir` has a text for every
 * `<prefix>.<value>` in `texts` (and that no value list is empty, so a renamed enumeration cannot pass).
 */
export function itHasEveryEnumText(messagesDir: string, texts: ReadonlyArray<readonly [prefix: string, values: readonly string[]]>): void {
  it.each(CATALOGUE_LANGUAGES)('has a %s text for every value the API answers with', (language) => {
    expect(texts.every(([, list]) => list.length > 0)).toBe(true);
    expect(missingEnumTexts(messageCatalogue(messagesDir, language), texts)).toEqual([]);
  });
}
