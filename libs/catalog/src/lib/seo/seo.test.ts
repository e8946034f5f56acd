import { pageMetaTags } from '@kori/shell';
import { productFixture } from '../../testing';
import { productJsonLd } from './product-json-ld';
import { seoLinks } from '@kori/shell';

describe('seoLinks', () => {
  it('keeps content parameters, drops the rest, and makes the ?lang= address canonical when asked in a language', () => {
    const links = seoLinks('https://kori.example/phones?page=2&sort=x&lang=sv-SE', '/phones', { page: '2' });
    expect(links.canonicalUrl).toBe('https://kori.example/phones?page=2&lang=sv-SE');
    expect(links.alternates.at(-1)).toEqual({ hrefLang: 'x-default', href: 'https://kori.example/phones?page=2' });
    expect(links.alternates.map((link) => link.hrefLang)).toEqual(['fi-FI', 'en-FI', 'sv-SE', 'nl-NL', 'x-default']);
  });

  it('ignores an unsupported lang for the canonical address', () => {
    expect(seoLinks('http://kori.test/?lang=de-DE', '/').canonicalUrl).toBe('http://kori.test/');
  });
});

describe('productJsonLd', () => {
  it('has no offers block when nothing is on sale, and reports out of stock when every offer is', () => {
    expect(productJsonLd(productFixture({ offers: [] }), 'http://kori.test/p')).not.toHaveProperty('offers');
    const [, , outOfStock] = productFixture().offers;
    expect(productJsonLd(productFixture({ offers: [outOfStock!] }), 'http://kori.test/p')['offers']).toMatchObject({
      lowPrice: '455.00',
      highPrice: '455.00',
      offerCount: 1,
      availability: 'https://schema.org/OutOfStock',
    });
  });
});

describe('pageMetaTags (catalogue pages)', () => {
  it('emits canonical, hreflang alternates and JSON-LD', () => {
    const tags = pageMetaTags({
      meta: {
        title: 'T',
        description: 'D',
        canonicalUrl: 'http://kori.test/a',
        alternates: [{ hrefLang: 'x-default', href: 'http://kori.test/a' }],
        jsonLd: { '@type': 'Product' },
      },
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { tagName: 'link', rel: 'canonical', href: 'http://kori.test/a' },
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'http://kori.test/a' },
        { 'script:ld+json': { '@type': 'Product' } },
      ]),
    );
  });
});
