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
