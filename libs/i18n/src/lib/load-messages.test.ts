import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import type { MessageCatalogues } from './catalogues';
import { fixtureCatalogues } from './fixture-catalogues.test-support';
import { loadCompiledMessages, loadMessages, serializedCatalogue } from './load-messages';
import { provideMessageCatalogues } from './provided-catalogues';
import { serverIntl } from './server-intl';
import { SUPPORTED_LOCALES, type Locale } from '@kori/region';

const SLOT = Symbol.for('kori.i18n.messageCatalogues');

beforeEach(() => provideMessageCatalogues(fixtureCatalogues));

describe('loadMessages', () => {
  it('returns the provided catalogue of the locale language', () => {
    expect(loadMessages('fi-FI')['nav.deals']).toBe('Tarjoukset');
    expect(loadMessages('en-FI')['nav.deals']).toBe('Deals');
    expect(loadMessages('sv-SE')['nav.deals']).toBe('Erbjudanden');
    expect(loadMessages('nl-NL')['nav.deals']).toBe('Aanbiedingen');
  });

  it('gives the default catalogue for an unknown locale', () => {
    expect(loadMessages('de-DE' as Locale)).toBe(loadMessages('fi-FI'));
  });

  it('follows the catalogues provided last, and takes a function called on use', () => {
    const other: MessageCatalogues = { ...fixtureCatalogues, en: { 'nav.deals': 'Offers' } };
    provideMessageCatalogues(() => other);
    expect(loadMessages('en-FI')['nav.deals']).toBe('Offers');
    expect(serverIntl('en-FI').formatMessage({ id: 'nav.deals' })).toBe('Offers');
    provideMessageCatalogues(fixtureCatalogues);
    expect(loadMessages('en-FI')['nav.deals']).toBe('Deals');
    expect(serverIntl('en-FI').formatMessage({ id: 'nav.deals' })).toBe('Deals');
  });

  it('names the fix when no catalogues were provided', () => {
    delete (globalThis as { [SLOT]?: unknown })[SLOT];
    expect(() => loadMessages('fi-FI')).toThrow(/No message catalogues provided: the storefront provides them at server start/);
    expect(() => serverIntl('fi-FI')).toThrow(/No message catalogues provided/);
  });
});

/** A value for every argument a message uses, of the kind its element asks for. */
function valuesFor(elements: MessageFormatElement[], values: Record<string, string | number | Date> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = 3;
    else if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date('2024-05-01T10:30:00Z');
    else if (element.type === TYPE.select) values[element.value] = 'other';
    else if (element.type === TYPE.argument) values[element.value] = `<${element.value}>`;
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) valuesFor(option.value, values);
    }
    if (element.type === TYPE.tag) valuesFor(element.children, values);
  }
  return values;
}

describe('loadCompiledMessages', () => {
  it.each(SUPPORTED_LOCALES)('compiles every message of the %s catalogue, formatting as the plain catalogue does', (locale) => {
    const plain = loadMessages(locale);
    const compiled = loadCompiledMessages(locale);
    expect(Object.keys(compiled)).toEqual(Object.keys(plain));
    const fromPlain = createIntl({ locale, messages: plain, timeZone: 'UTC' });
    const fromCompiled = createIntl({ locale, messages: compiled, timeZone: 'UTC' });
    for (const id of Object.keys(plain)) {
      const values = valuesFor(compiled[id] ?? []);
      expect([id, fromCompiled.formatMessage({ id }, values)]).toEqual([id, fromPlain.formatMessage({ id }, values)]);
    }
  });

  it('parses a catalogue once per process: every request of a language gets the same object', () => {
    expect(loadCompiledMessages('sv-SE')).toBe(loadCompiledMessages('sv-SE'));
    expect(loadCompiledMessages('de-DE' as Locale)).toBe(loadCompiledMessages('fi-FI'));
    expect(loadCompiledMessages('en-FI')).not.toBe(loadCompiledMessages('fi-FI'));
  });
});

describe('serializedCatalogue', () => {
  it('is the compiled catalogue as JSON text, made once per catalogue', () => {
    const swedish = loadMessages('sv-SE');
    expect(JSON.parse(serializedCatalogue(swedish))).toEqual(loadCompiledMessages('sv-SE'));
    expect(serializedCatalogue(swedish)).toBe(serializedCatalogue(loadMessages('sv-SE')));
  });
});
