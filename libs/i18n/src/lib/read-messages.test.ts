import type { SerializedMessages } from './catalogues';
import { loadCompiledMessages, loadMessages, serializedCatalogue } from './load-messages';
import { readMessages } from './read-messages';
import { fixtureCatalogues } from './fixture-catalogues.test-support';
import { provideMessageCatalogues } from './provided-catalogues';

beforeAll(() => provideMessageCatalogues(fixtureCatalogues));

describe('readMessages', () => {
  it('turns loader data JSON text back into the compiled catalogue', () => {
    expect(readMessages(serializedCatalogue(loadMessages('fi-FI')))).toEqual(loadCompiledMessages('fi-FI'));
  });

  it('parses each distinct text once, also when it arrives again as another string (a root revalidation)', () => {
    const text = serializedCatalogue(loadMessages('nl-NL'));
    const again = (' ' + text).slice(1) as SerializedMessages;
    expect(readMessages(text)).toBe(readMessages(text));
    expect(readMessages(again)).toBe(readMessages(text));
    expect(readMessages(serializedCatalogue(loadMessages('sv-SE')))).not.toBe(readMessages(text));
  });

  it('gives catalogue objects back as they are', () => {
    const plain = { 'nav.deals': 'Deals' };
    const compiled = loadCompiledMessages('en-FI');
    expect(readMessages(plain)).toBe(plain);
    expect(readMessages(compiled)).toBe(compiled);
  });
});
