import type { MetaArgs } from '@remix-run/node';
import { pageMetaTags } from '@kori/shell';
import { contentMeta, contentMetaTags } from './content-meta';

const meta = { title: 'Help centre | Kori', description: 'Answers.', canonicalUrl: 'https://kori.example/help' };

function metaArgs(data: unknown): MetaArgs {
  return {
    data,
    params: {},
    location: { pathname: '/help', search: '', hash: '', state: null, key: 'default' },
    matches: [
      { id: 'root', pathname: '/', params: {}, data: {}, handle: undefined, meta: [{ title: 'Kori' }] },
      { id: 'routes/help', pathname: '/help', params: {}, data, handle: undefined, meta: [] },
    ],
    error: undefined,
  } as unknown as MetaArgs;
}

describe('contentMeta', () => {
  it("gives the platform's page tags of a website, with the canonical link, from the loader data", () => {
    const tags = contentMeta(metaArgs({ meta }));
    // The tags themselves are the shared builder's (tested in the platform); a content page only chooses its options.
    expect(tags).toEqual(pageMetaTags({ meta }, { ogType: 'website' }));
    expect(tags).toContainEqual({ property: 'og:type', content: 'website' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://kori.example/help' });
  });

  it('keeps the root tags when there is no usable loader data (e.g. an error page)', () => {
    expect(contentMeta(metaArgs(undefined))).toEqual([{ title: 'Kori' }]);
    expect(contentMeta(metaArgs({ meta: { ...meta, canonicalUrl: 'javascript:alert(1)' } }))).toEqual([{ title: 'Kori' }]);
  });

  it('reads nothing but a well-formed meta object', () => {
    expect(contentMetaTags({ meta: { title: '', description: 'x', canonicalUrl: 'https://kori.example/help' } })).toBeNull();
    expect(contentMetaTags({ title: 'x' })).toBeNull();
  });
});
