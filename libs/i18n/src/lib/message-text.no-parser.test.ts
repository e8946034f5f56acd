import { fixtureCatalogues } from './fixture-catalogues.test-support';
import { loadMessages, serializedCatalogue } from './load-messages';
import { provideMessageCatalogues } from './provided-catalogues';

provideMessageCatalogues(fixtureCatalogues);

// As in the browser build, where react-intl gets the parser-less module (apps/storefront/vite/browser-without-message-parser.ts).
describe('messageText without the ICU parser (the browser bundle)', () => {
  // Compiled here, where the parser is, as the server does for the root loader.
  const compiled = serializedCatalogue(loadMessages('en-FI'));

  function withoutParser() {
    jest.resetModules();
    jest.doMock('@formatjs/icu-messageformat-parser', () => jest.requireActual('@formatjs/icu-messageformat-parser/no-parser.js'));
    return {
      messageText: (jest.requireActual('./message-text') as typeof import('./message-text')).messageText,
      intlFor: (jest.requireActual('./i18n-provider') as typeof import('./i18n-provider')).intlFor,
    };
  }

  afterEach(() => jest.dontMock('@formatjs/icu-messageformat-parser'));

  it('formats compiled messages, arguments and plurals included', () => {
    const { messageText } = withoutParser();
    expect(messageText('en-FI', compiled, 'nav.deals')).toBe('Deals');
    expect(messageText('en-FI', compiled, 'catalog.category.offerCount', { count: 2 })).toBe('2 offers');
    expect(messageText('en-FI', compiled, 'catalog.category.metaDescription', { count: 1, category: 'TVs' })).toBe(
      'Compare prices for 1 product in TVs.',
    );
  });

  it('cannot format a plain message with arguments (so the browser must get compiled catalogues)', () => {
    const { intlFor } = withoutParser();
    const errors: unknown[] = [];
    const intl = intlFor('en-FI', { greeting: 'Hei {name}' });
    const consoleError = jest.spyOn(console, 'error').mockImplementation((error: unknown) => void errors.push(error));
    expect(intl.formatMessage({ id: 'greeting' }, { name: 'Aino' })).toBe('Hei {name}');
    consoleError.mockRestore();
    expect(String(errors[0])).toContain('without parser');
  });
});
