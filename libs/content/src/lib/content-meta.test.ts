import type { MetaArgs } from '@remix-run/node';
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
  it('gives title, description, Open Graph tags and the canonical link from the loader data', () => {
    expect(contentMeta(metaArgs({ meta }))).toEqual([
      { title: 'Help centre | Kori' },
      { name: 'description', content: 'Answers.' },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: 'Help centre | Kori' },
      { property: 'og:description', content: 'Answers.' },
      { property: 'og:url', content: 'https://kori.example/help' },
      { tagName: 'link', rel: 'canonical', href: 'https://kori.example/help' },
    ]);
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
