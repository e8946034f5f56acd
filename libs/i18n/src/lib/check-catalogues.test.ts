import { parse } from '@formatjs/icu-messageformat-parser';
import { checkCatalogues, placeholdersOf, type RawCatalogue } from './check-catalogues';

function fixture(messages: Record<string, unknown>, raw = JSON.stringify(messages, null, 2)): RawCatalogue {
  return { raw, messages };
}

// The storefront checks every catalogue of the workspace with these (apps/storefront/server/message-catalogues.test.ts);
// each kind of problem is caught.
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
