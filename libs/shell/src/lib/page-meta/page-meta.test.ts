import type { MetaArgs, MetaDescriptor } from '@remix-run/node';
import { createPageMeta, pageMetaTags } from './page-meta';

const rootTags: MetaDescriptor[] = [{ title: 'Kori' }];
const args = (data: unknown) => ({ data, params: {}, matches: [{ id: 'root', meta: rootTags }] }) as unknown as MetaArgs;

describe('pageMetaTags', () => {
  it('builds every tag in a fixed order', () => {
    expect(
      pageMetaTags(
        {
          meta: {
            title: 'T',
            description: 'D',
            noindex: true,
            canonicalUrl: 'https://kori.example/a',
            alternates: [{ hrefLang: 'sv-SE', href: 'https://kori.example/a?lang=sv-SE' }],
            jsonLd: { '@type': 'Product' },
          },
        },
        { ogType: 'website' },
      ),
    ).toEqual([
      { title: 'T' },
      { name: 'description', content: 'D' },
      { name: 'robots', content: 'noindex, follow' },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: 'T' },
      { property: 'og:description', content: 'D' },
      { property: 'og:url', content: 'https://kori.example/a' },
      { tagName: 'link', rel: 'canonical', href: 'https://kori.example/a' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'sv-SE', href: 'https://kori.example/a?lang=sv-SE' },
      { 'script:ld+json': { '@type': 'Product' } },
    ]);
  });

  it('leaves Open Graph out when asked', () => {
    expect(pageMetaTags({ meta: { title: 'T', description: 'D', noindex: false } }, { openGraph: false })).toEqual([
      { title: 'T' },
      { name: 'description', content: 'D' },
    ]);
  });

  it('refuses malformed meta and meta that lacks what is required', () => {
    expect(pageMetaTags(undefined)).toBeNull();
    expect(pageMetaTags({ meta: { title: 1, description: 'D' } })).toBeNull();
    expect(pageMetaTags({ meta: { title: 'T', description: 'D', canonicalUrl: 'javascript:alert(1)' } })).toBeNull();
    expect(pageMetaTags({ meta: { title: 'T', description: 'D', canonicalUrl: 'not a url' } })).toBeNull();
    expect(pageMetaTags({ meta: { title: 'T', description: 'D', alternates: [{ hrefLang: 'fi-FI', href: 'ftp://kori.example/' }] } })).toBeNull();
    expect(pageMetaTags({ meta: { title: 'T', description: 'D', alternates: {} } })).toBeNull();
    expect(pageMetaTags({ meta: { title: 'T', description: 'D', jsonLd: ['Product'] } })).toBeNull();
    expect(pageMetaTags({ meta: { title: 'T', description: 'D', noindex: 'yes' } })).toBeNull();
    expect(pageMetaTags({ meta: null })).toBeNull();
    expect(pageMetaTags({ meta: { title: '', description: 'D' } }, { require: ['title'] })).toBeNull();
    expect(pageMetaTags({ meta: { title: 'T', description: 'D' } }, { require: ['canonicalUrl'] })).toBeNull();
    expect(pageMetaTags({ meta: { title: 'T', description: 'D' } }, { require: ['noindex'] })).toBeNull();
  });
});

describe('createPageMeta', () => {
  it("falls back to the root route's tags without usable data", () => {
    expect(createPageMeta()(args(undefined))).toEqual(rootTags);
    expect(createPageMeta()(args({ meta: { title: 'T', description: 'D' } }))).toEqual([
      { title: 'T' },
      { name: 'description', content: 'D' },
      { property: 'og:title', content: 'T' },
      { property: 'og:description', content: 'D' },
    ]);
  });
});
