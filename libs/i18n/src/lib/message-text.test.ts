import type { SerializedMessages } from './catalogues';
import { compileMessages } from './compile-messages';
import { loadCompiledMessages, loadMessages, serializedCatalogue } from './load-messages';
import { messageText } from './message-text';
import { fixtureCatalogues } from './fixture-catalogues.test-support';
import { provideMessageCatalogues } from './provided-catalogues';

beforeAll(() => provideMessageCatalogues(fixtureCatalogues));

describe('messageText', () => {
  it('gives a compiled message as plain text in the locale', () => {
    expect(messageText('en-FI', loadCompiledMessages('en-FI'), 'nav.deals')).toBe('Deals');
    expect(messageText('sv-SE', loadCompiledMessages('sv-SE'), 'nav.deals')).toBe('Erbjudanden');
  });

  it('formats arguments and plurals, and shows ICU-quoted text as the shopper sees it', () => {
    const messages = compileMessages({ 'shell.siteName': "Kori''s {count, plural, one {# deal} other {# deals}}" });
    expect(messageText('en-FI', messages, 'shell.siteName', { count: 2 })).toBe("Kori's 2 deals");
  });

  it('also reads the JSON text loader data carries, and plain catalogues', () => {
    expect(messageText('fi-FI', serializedCatalogue(loadMessages('fi-FI')), 'nav.deals')).toBe('Tarjoukset');
    expect(messageText('fi-FI', { 'nav.deals': 'Tarjoukset' }, 'nav.deals')).toBe('Tarjoukset');
  });

  it('is undefined without a catalogue or when the catalogue lacks the key, so the caller picks the fallback', () => {
    expect(messageText('fi-FI', undefined, 'shell.siteName')).toBeUndefined();
    expect(messageText('fi-FI', {}, 'shell.siteName')).toBeUndefined();
    expect(messageText('fi-FI', compileMessages({ 'nav.deals': 'Tarjoukset' }), 'shell.siteName')).toBeUndefined();
    expect(messageText('fi-FI', JSON.stringify({}) as SerializedMessages, 'shell.siteName')).toBeUndefined();
  });
});
