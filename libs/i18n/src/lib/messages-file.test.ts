import { testCatalogues, testCompiledMessages } from '../testing';
import { provideMessageCatalogues } from './provided-catalogues';
import { messagesFilePath, messagesFileText, messagesVersion, pageCatalogueFor, readMessagesFileName } from './messages-file';

describe('the catalogue files', () => {
  afterEach(() => provideMessageCatalogues(testCatalogues()));

  it("names each language's file by a hash of its compiled catalogue", () => {
    expect(messagesVersion('fi')).toMatch(/^[0-9a-f]{12}$/);
    expect(messagesVersion('fi')).not.toBe(messagesVersion('sv'));
    expect(messagesFilePath('fi')).toBe(`/messages/fi-${messagesVersion('fi')}.json`);
    expect(JSON.parse(messagesFileText('fi'))).toEqual(testCompiledMessages('fi-FI'));
  });

  it('gives a changed text a new file name', () => {
    const before = messagesVersion('en');
    const catalogues = testCatalogues();
    provideMessageCatalogues({ ...catalogues, en: { ...catalogues.en, 'shell.siteName': 'Kori!' } });
    expect(messagesVersion('en')).not.toBe(before);
    expect(messagesVersion('fi')).toBe(messagesVersion('fi'));
  });

  it('reads a file name back: the current version, an older one, and anything else as unknown', () => {
    expect(readMessagesFileName(messagesFilePath('sv').slice('/messages/'.length))).toEqual({ language: 'sv', current: true });
    expect(readMessagesFileName('nl-000000000000.json')).toEqual({ language: 'nl', current: false });
    for (const name of ['de-000000000000.json', 'fi-00000000000.json', 'fi-000000000000.json.map', '../fi.json', 'fi-ABCDEF000000.json', '']) {
      expect(readMessagesFileName(name)).toBeNull();
    }
  });

  it("gives a page its locale's compiled catalogue and the file of the same", () => {
    const page = pageCatalogueFor('sv-SE');
    expect(page).toEqual({ href: messagesFilePath('sv'), messages: testCompiledMessages('sv-SE') });
    expect(pageCatalogueFor('xx-XX' as never).href).toBe(messagesFilePath('fi'));
  });
});
