import { loadMessages, serverIntl } from './server';
import { fixtureCatalogues } from './lib/fixture-catalogues.test-support';
import { provideMessageCatalogues } from './lib/provided-catalogues';
import { readMessages } from './lib/read-messages';
import { catalogueFolders, provideTestCatalogues, testCatalogues, testCompiledMessages, testMessages, testSerializedMessages } from './testing';

describe('the test catalogues', () => {
  it("merge every lib's folder and the storefront app's, per language", () => {
    expect(catalogueFolders()).toEqual(expect.arrayContaining(['libs/ui/src/messages', 'apps/storefront/app/messages']));
    expect(catalogueFolders()).not.toContain('libs/i18n/src/messages');
    for (const language of ['fi', 'en', 'sv', 'nl'] as const) {
      const keys = Object.keys(testCatalogues()[language]);
      expect(keys).toEqual(expect.arrayContaining(['shell.notification.close', 'nav.deals']));
    }
    expect(testMessages('sv-SE')).toBe(testCatalogues().sv);
  });

  it('come compiled and serialized, each made once', () => {
    expect(Object.keys(testCompiledMessages('fi-FI'))).toEqual(Object.keys(testMessages('fi-FI')));
    expect(testCompiledMessages('fi-FI')).toBe(testCompiledMessages('fi-FI'));
    expect(readMessages(testSerializedMessages('nl-NL'))).toEqual(testCompiledMessages('nl-NL'));
  });

  it('are what server code formats with in every Jest project, and can be provided again after other ones', () => {
    expect(loadMessages('en-FI')).toBe(testCatalogues().en);
    provideMessageCatalogues(fixtureCatalogues);
    expect(loadMessages('en-FI')).toBe(fixtureCatalogues.en);
    provideTestCatalogues();
    expect(serverIntl('en-FI').formatMessage({ id: 'shell.notification.close' })).toBe(testMessages('en-FI')['shell.notification.close']);
    expect(loadMessages('en-FI')).toBe(testCatalogues().en);
  });
});
