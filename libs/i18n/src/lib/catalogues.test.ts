import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { checkCatalogues, placeholdersOf, type RawCatalogue } from './check-catalogues';
import { checkOwnership, type MessageOwners } from './check-ownership';

// Reads the JSON files themselves (not the typed imports) so duplicate keys and shapes are seen too.
const workspaceRoot = join(__dirname, '../../../..');
const MESSAGES_DIR = join(__dirname, '..', 'generated', 'messages');
const LANGUAGES = ['fi', 'en', 'sv', 'nl'];

function readCatalogue(language: string, dir = MESSAGES_DIR): RawCatalogue {
  const raw = readFileSync(join(dir, `${language}.json`), 'utf8');
  return { raw, messages: JSON.parse(raw) as Record<string, unknown> };
}

/** The folders holding a lib's (or the storefront app's) own catalogue, as `npm run i18n` finds them. */
function sourceDirs(): string[] {
  const libs = readdirSync(join(workspaceRoot, 'libs'))
    .map((lib) => `libs/${lib}/src/messages`)
    .filter((dir) => existsSync(join(workspaceRoot, dir)));
  const app = 'apps/storefront/app/messages';
  return [...libs, ...(existsSync(join(workspaceRoot, app)) ? [app] : [])];
}

function fixture(messages: Record<string, unknown>, raw = JSON.stringify(messages, null, 2)): RawCatalogue {
  return { raw, messages };
}

describe('message catalogues', () => {
  it('are exactly fi, en, sv and nl', () => {
    const files = readdirSync(MESSAGES_DIR).filter((file) => file.endsWith('.json')).sort();
    expect(files).toEqual(['en.json', 'fi.json', 'nl.json', 'sv.json']);
  });

  it('all hold the same keys, non-empty valid ICU messages and the same placeholders as en', () => {
    const catalogues = Object.fromEntries(['fi', 'en', 'sv', 'nl'].map((language) => [language, readCatalogue(language)]));
    expect(Object.keys(catalogues['en']!.messages).length).toBeGreaterThan(10);
    expect(checkCatalogues(catalogues)).toEqual([]);
  });
});

describe("each lib's own catalogue", () => {
  const dirs = sourceDirs();
  const owners = JSON.parse(readFileSync(join(workspaceRoot, 'tools/scripts/i18n/message-owners.json'), 'utf8')) as MessageOwners;

  it('is found, and holds the four languages', () => {
    expect(dirs).toEqual(expect.arrayContaining(['libs/catalog/src/messages', 'libs/ui/src/messages', 'apps/storefront/app/messages']));
    for (const dir of dirs) {
      const files = readdirSync(join(workspaceRoot, dir)).filter((file) => file.endsWith('.json')).sort();
      expect({ dir, files }).toEqual({ dir, files: ['en.json', 'fi.json', 'nl.json', 'sv.json'] });
    }
  });

  it('has the same keys in its four languages, valid ICU and the same placeholders as en', () => {
    const problems = dirs.flatMap((dir) => {
      const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalogue(language, join(workspaceRoot, dir))]));
      return checkCatalogues(catalogues).map((problem) => `${dir}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('holds only keys of the namespaces tools/scripts/i18n/message-owners.json gives it', () => {
    const keysByDir = Object.fromEntries(dirs.map((dir) => [dir, Object.keys(readCatalogue('en', join(workspaceRoot, dir)).messages)]));
    expect(checkOwnership(keysByDir, owners)).toEqual([]);
  });
});

// The check above must be able to fail: each kind of problem is caught.
describe('checkCatalogues', () => {
  const good = { 'shell.a': 'A {name}', 'nav.b': 'B' };

  it('accepts consistent catalogues', () => {
    expect(checkCatalogues({ en: fixture(good), fi: fixture({ 'shell.a': 'Ä {name}', 'nav.b': 'Bee' }) })).toEqual([]);
  });

  it('reports a key that another catalogue has', () => {
    expect(checkCatalogues({ en: fixture(good), fi: fixture({ 'shell.a': 'Ä {name}' }) })).toEqual(['fi: missing nav.b']);
    expect(checkCatalogues({ en: fixture({ 'shell.a': 'A {name}' }), fi: fixture(good) })).toEqual(['en: missing nav.b']);
  });

  it('reports empty and non-string values', () => {
    expect(checkCatalogues({ en: fixture({ ...good, 'nav.c': '  ' }), fi: fixture({ ...good, 'nav.c': { x: 'y' } }) })).toEqual([
      'en: nav.c is empty',
      'fi: nav.c is not a string',
    ]);
  });

  it('reports invalid ICU', () => {
    expect(checkCatalogues({ en: fixture(good), fi: fixture({ ...good, 'nav.b': 'B {oops' }) })).toEqual([
      expect.stringMatching(/^fi: nav\.b is not valid ICU/),
    ]);
  });

  it('reports placeholders that differ from en', () => {
    expect(checkCatalogues({ en: fixture(good), fi: fixture({ ...good, 'shell.a': 'Ä {nimi}' }) })).toEqual([
      'fi: shell.a uses placeholders [{nimi}] but en uses [{name}]',
    ]);
  });

  it('reports a key without a feature prefix', () => {
    expect(checkCatalogues({ en: fixture({ title: 'T' }) })).toEqual(['en: title is not a feature-prefixed key']);
  });

  it('reports a key written twice in the file', () => {
    const raw = '{\n  "nav.b": "B",\n  "nav.b": "B2"\n}\n';
    expect(checkCatalogues({ en: fixture({ 'nav.b': 'B2' }, raw) })).toEqual(['en: nav.b appears twice']);
  });
});

describe('placeholdersOf', () => {
  it('finds arguments, plural arguments, nested arguments and tags', () => {
    const found = placeholdersOf(parse('{name} has {count, plural, one {# item from {shop}} other {# items}} <b>now</b>'));
    expect([...found].sort()).toEqual(['<b>', '{count}', '{name}', '{shop}']);
  });
});
