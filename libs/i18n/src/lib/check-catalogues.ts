import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A catalogue file as read from disk: its raw text (to see duplicate keys) and its parsed object. */
export interface RawCatalogue {
  raw: string;
  messages: Record<string, unknown>;
}

const KEY_FORMAT = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;

/** Names of arguments ({name}, {n, plural, ...}) and rich-text tags (<b>...</b>) a message uses. */
export function placeholdersOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(`{${element.value}}`);
        break;
      case TYPE.select:
      case TYPE.plural:
        found.add(`{${element.value}}`);
        for (const option of Object.values(element.options)) placeholdersOf(option.value, found);
        break;
      case TYPE.tag:
        found.add(`<${element.value}>`);
        placeholdersOf(element.children, found);
        break;
      default:
        break;
    }
  }
  return found;
}

function tryParse(message: string): MessageFormatElement[] | Error {
  try {
    return parse(message);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Every problem in a set of catalogues, as readable lines: a key another catalogue has is missing,
 * a value is not a non-empty string, a key lacks its feature prefix or appears twice, a message is
 * not valid ICU, or a message uses other placeholders than the reference language's.
 */
export function checkCatalogues(catalogues: Record<string, RawCatalogue>, referenceLanguage = 'en'): string[] {
  const problems: string[] = [];
  const reference = catalogues[referenceLanguage];
  if (!reference) return [`no ${referenceLanguage} catalogue`];
  const allKeys = [...new Set(Object.values(catalogues).flatMap(({ messages }) => Object.keys(messages)))].sort();

  for (const [language, { raw, messages }] of Object.entries(catalogues)) {
    for (const key of allKeys) {
      if (!(key in messages)) problems.push(`${language}: missing ${key}`);
    }

    const rawKeys = [...raw.matchAll(/^\s*"((?:[^"\\]|\\.)*)"\s*:/gm)].map((match) => match[1] ?? '');
    const seen = new Set<string>();
    for (const key of rawKeys) {
      if (seen.has(key)) problems.push(`${language}: ${key} appears twice`);
      seen.add(key);
    }

    for (const [key, value] of Object.entries(messages)) {
      if (!KEY_FORMAT.test(key)) problems.push(`${language}: ${key} is not a feature-prefixed key`);
      if (typeof value !== 'string') {
        problems.push(`${language}: ${key} is not a string`);
        continue;
      }
      if (value.trim() === '') {
        problems.push(`${language}: ${key} is empty`);
        continue;
      }
      const parsed = tryParse(value);
      if (parsed instanceof Error) {
        problems.push(`${language}: ${key} is not valid ICU (${parsed.message})`);
        continue;
      }
      const referenceValue = reference.messages[key];
      if (language === referenceLanguage || typeof referenceValue !== 'string') continue;
      const referenceParsed = tryParse(referenceValue);
      if (referenceParsed instanceof Error) continue; // reported for the reference language
      const mine = [...placeholdersOf(parsed)].sort().join(' ');
      const theirs = [...placeholdersOf(referenceParsed)].sort().join(' ');
      if (mine !== theirs) {
        problems.push(`${language}: ${key} uses placeholders [${mine}] but ${referenceLanguage} uses [${theirs}]`);
      }
    }
  }
  return problems;
}
