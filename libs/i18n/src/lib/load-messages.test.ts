import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { loadCompiledMessages, loadMessages, loadSerializedMessages } from './load-messages';
import type { MessageKey } from './catalogues';
import { SUPPORTED_LOCALES, type Locale } from '@kori/region';

describe('loadMessages', () => {
  it('returns the catalogue of the locale language', () => {
    expect(loadMessages('fi-FI')['nav.deals']).toBe('Tarjoukset');
    expect(loadMessages('en-FI')['nav.deals']).toBe('Deals');
    expect(loadMessages('sv-SE')['nav.deals']).toBe('Erbjudanden');
    expect(loadMessages('nl-NL')['nav.deals']).toBe('Aanbiedingen');
  });

  it('gives the default catalogue for an unknown locale', () => {
    expect(loadMessages('de-DE' as Locale)).toBe(loadMessages('fi-FI'));
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

describe('loadSerializedMessages', () => {
  it('is the compiled catalogue as JSON text, made once per language and process', () => {
    expect(JSON.parse(loadSerializedMessages('sv-SE'))).toEqual(loadCompiledMessages('sv-SE'));
    expect(loadSerializedMessages('sv-SE')).toBe(loadSerializedMessages('sv-SE'));
    expect(loadSerializedMessages('de-DE' as Locale)).toBe(loadSerializedMessages('fi-FI'));
  });
});

describe('MessageKey', () => {
  it('is the set of keys of the English catalogue (checked by the type checker)', () => {
    const key: MessageKey = 'shell.notification.close';
    // @ts-expect-error a key that no catalogue has is not a MessageKey
    const bogus: MessageKey = 'shell.doesNotExist';
    expect(loadMessages('en-FI')[key]).toBe('Close notification');
    expect(loadMessages('en-FI')[bogus]).toBeUndefined();
  });
});
