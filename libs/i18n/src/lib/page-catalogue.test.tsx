/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { testCompiledMessages } from '../testing';
import { loadPageCatalogue, PageCatalogueLink, PageCatalogueProvider, usePageCatalogue } from './page-catalogue';

const catalogue = JSON.stringify(testCompiledMessages('fi-FI'));

/** A document whose head has the marked link to `href` (or none). */
function documentLinking(href: string | null): Document {
  const link = { getAttribute: (name: string) => (name === 'href' ? href : null) };
  return { querySelector: (selector: string) => (href && selector === 'link[data-kori-messages]' ? link : null) } as unknown as Document;
}

const answer = (body: string, status = 200) => jest.fn(async () => new Response(body, { status }));

describe('PageCatalogueLink', () => {
  it("preloads the page's catalogue file, marked for the browser to find it", () => {
    const html = renderToString(
      <PageCatalogueProvider value={{ href: '/messages/fi-0123456789ab.json', messages: {} }}>
        <PageCatalogueLink />
      </PageCatalogueProvider>,
    );
    expect(html).toBe('<link rel="preload" as="fetch" crossorigin="anonymous" href="/messages/fi-0123456789ab.json" data-kori-messages=""/>');
  });

  it('renders nothing without a catalogue', () => {
    expect(renderToString(<PageCatalogueLink />)).toBe('');
  });
});

describe('loadPageCatalogue', () => {
  it('fetches the linked file and parses it into the catalogue', async () => {
    const fetchFile = answer(catalogue);
    const page = await loadPageCatalogue(documentLinking('/messages/fi-0123456789ab.json'), fetchFile);
    expect(fetchFile).toHaveBeenCalledWith('/messages/fi-0123456789ab.json', { credentials: 'same-origin' });
    expect(page.href).toBe('/messages/fi-0123456789ab.json');
    expect(page.messages).toEqual(testCompiledMessages('fi-FI'));
  });

  it('rejects when the page links no file, the file is missing or it is not a catalogue', async () => {
    await expect(loadPageCatalogue(documentLinking(null), answer(catalogue))).rejects.toThrow('links no message catalogue');
    await expect(loadPageCatalogue(documentLinking('/messages/x.json'), answer('Not found', 404))).rejects.toThrow('HTTP 404');
    await expect(loadPageCatalogue(documentLinking('/messages/x.json'), answer('[1]'))).rejects.toThrow('not a catalogue');
    await expect(loadPageCatalogue(documentLinking('/messages/x.json'), answer('<html>'))).rejects.toThrow(SyntaxError);
  });
});

describe('usePageCatalogue', () => {
  it('gives what the provider holds, or null outside one', () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(usePageCatalogue());
      return null;
    }
    const value = { href: '/messages/en-0123456789ab.json', messages: {} };
    renderToString(
      <>
        <Probe />
        <PageCatalogueProvider value={value}>
          <Probe />
        </PageCatalogueProvider>
      </>,
    );
    expect(seen).toEqual([null, value]);
  });
});
