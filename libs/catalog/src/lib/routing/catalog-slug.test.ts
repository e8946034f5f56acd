import { classifyCatalogSlug, priceLandingPath } from './catalog-slug';

describe('classifyCatalogSlug', () => {
  it('reads a `{product}-price` address as a price landing page', () => {
    expect(classifyCatalogSlug('iphone-16-128-gb-price')).toEqual({ kind: 'priceLanding', slug: 'iphone-16-128-gb-price', categoryId: 'iphone-16-128-gb-price' });
  });

  it.each(['smartphones', 'price', 'prices', 'low-price-tv', 'hintaseuranta'])('reads %p as a category', (segment) => {
    expect(classifyCatalogSlug(segment)).toEqual({ kind: 'category', categoryId: segment });
  });

  it('does not take the bare suffix for a product', () => {
    expect(classifyCatalogSlug('-price')).toEqual({ kind: 'category', categoryId: '-price' });
  });

  it.each([undefined, '', 'favicon.ico', 'robots.txt', 'a b', 'x'.repeat(201)])('refuses %p', (segment) => {
    expect(classifyCatalogSlug(segment)).toBeNull();
  });

  it('builds the price page address from a product slug', () => {
    expect(priceLandingPath({ slug: 'iphone-16-128-gb' })).toBe('/iphone-16-128-gb-price');
  });
});
