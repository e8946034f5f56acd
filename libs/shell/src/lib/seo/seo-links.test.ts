import { seoLinks, seoPageMeta } from './seo-links';

describe('seoPageMeta', () => {
  const intl = { formatMessage: ({ id }: { id: string }) => `text of ${id}` };

  it('gives the title and description in the request language with the canonical and hreflang addresses', () => {
    const meta = seoPageMeta(intl, 'https://kori.example/deals?page=2&utm=x', '/deals', { titleKey: 'a.title', descriptionKey: 'a.description', keep: { page: '2' } });
    expect(meta).toEqual({
      title: 'text of a.title',
      description: 'text of a.description',
      ...seoLinks('https://kori.example/deals?page=2&utm=x', '/deals', { page: '2' }),
    });
    expect(meta.canonicalUrl).toBe('https://kori.example/deals?page=2');
  });
});
