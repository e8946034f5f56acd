import { categoryPath, productPath } from './catalog-paths';

describe('catalogue paths', () => {
  it('builds category pages, with the page number only after the first', () => {
    expect(categoryPath('phones')).toBe('/phones');
    expect(categoryPath('phones', 1)).toBe('/phones');
    expect(categoryPath('phones', 3)).toBe('/phones?page=3');
  });

  it('encodes every segment of a product page', () => {
    expect(productPath({ id: 'p/1', slug: 'a b', category: { id: 'tv?' } })).toBe('/tv%3F/a%20b/p%2F1');
  });
});
