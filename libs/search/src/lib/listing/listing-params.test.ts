import { formToParams } from './form-to-params';
import { listingFilter, listingHref, listingSearch } from './listing-params';
import { parseListingParams } from './parse-listing-params';

describe('listing URL params', () => {
  it('reads every filter from the URL and drops bad values', () => {
    const params = parseListingParams(
      new URLSearchParams('q=%20lumio%20%20vista&category=smartphones&brand=lumio&brand=kestrel&brand=lumio&brand=<x>&merchant=nord&min=10,5&max=abc&instock=1&sort=price-asc&page=3'),
      'relevance',
    );
    expect(params).toEqual({
      q: 'lumio vista',
      category: 'smartphones',
      brands: ['lumio', 'kestrel'],
      merchants: ['nord'],
      min: '10.5',
      max: null,
      inStock: true,
      sort: 'price-asc',
      page: 3,
    });
    expect(parseListingParams(new URLSearchParams('sort=cheapest&page=-2'), 'popularity')).toMatchObject({ sort: 'popularity', page: 1 });
  });

  it('writes one short URL per state, defaults left out, and round-trips', () => {
    const params = parseListingParams(new URLSearchParams('q=lumio&brand=a&brand=b&instock=1&sort=drop&page=2'), 'relevance');
    const search = listingSearch(params, 'relevance');
    expect(search).toBe('?q=lumio&brand=a&brand=b&instock=1&sort=drop&page=2');
    expect(parseListingParams(new URLSearchParams(search), 'relevance')).toEqual(params);
    expect(listingSearch({ ...params, q: '', brands: [], inStock: false, sort: 'relevance', page: 1 }, 'relevance')).toBe('');
  });

  it('resets the page when a link changes the filters', () => {
    const params = parseListingParams(new URLSearchParams('q=tv&page=4'), 'relevance');
    expect(listingHref('/search', params, 'relevance', { sort: 'price-desc' })).toBe('/search?q=tv&sort=price-desc');
    expect(listingHref('/search', params, 'relevance', { page: 5 })).toBe('/search?q=tv&page=5');
  });

  it('builds the URL a submitted facets form asks for (no empty fields, page 1)', async () => {
    const form = new FormData();
    form.append('q', 'lumio');
    form.append('sort', 'relevance');
    form.append('category', '');
    form.append('brand', 'lumio');
    form.append('brand', 'kestrel');
    form.append('min', '');
    form.append('max', '500');
    form.append('page', '7');
    expect(listingSearch(await formToParams(form, 'relevance'), 'relevance')).toBe('?q=lumio&brand=lumio&brand=kestrel&max=500');
  });

  it('turns the state into the API filter, swapping a reversed price range', () => {
    const params = parseListingParams(new URLSearchParams('brand=a&min=500&max=100&instock=on'), 'popularity');
    expect(listingFilter(params)).toEqual({ brandIds: ['a'], minPrice: '100', maxPrice: '500', inStockOnly: true });
    expect(listingFilter(parseListingParams(new URLSearchParams(''), 'popularity'))).toEqual({});
  });
});
