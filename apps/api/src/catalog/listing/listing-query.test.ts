import { CategoryTree } from '../category-tree';
import { buildListingQuery, pagination } from './listing-query';

const tree = new CategoryTree([]);

describe('buildListingQuery', () => {
  it('returns the query for valid arguments', () => {
    const result = buildListingQuery(tree, { region: 'SE', filter: { minPrice: '10', maxPrice: '20.5' }, text: '  usb   cable ' });
    expect(result).toMatchObject({ ok: true, value: { currency: 'SEK', minTotal: 1000, maxTotal: 2050, text: 'usb cable', sort: 'RELEVANCE', page: 1, perPage: 24 } });
  });

  it.each([
    [{ filter: { minPrice: '-1' } }, 'minPrice'],
    [{ filter: { maxPrice: 'ten' } }, 'maxPrice'],
    [{ filter: { minPrice: '30', maxPrice: '20' } }, 'minPrice'],
    [{ filter: { brandIds: Array.from({ length: 101 }, (_, i) => `b${i}`) } }, 'brandIds'],
    [{ text: 'x'.repeat(201) }, 'query'],
    [{ page: 0 }, 'page'],
    [{ perPage: 101 }, 'perPage'],
  ])('refuses %j with a typed error naming %s, without throwing', (args, field) => {
    const result = buildListingQuery(tree, { region: 'FI', ...args });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'invalid-listing-input', field, message: expect.stringContaining(field) });
  });
});

describe('pagination', () => {
  it('defaults and bounds page and perPage', () => {
    expect(pagination(undefined, undefined)).toEqual({ ok: true, value: { page: 1, perPage: 24 } });
    expect(pagination(10_001, 10)).toMatchObject({ ok: false, error: { field: 'page' } });
  });
});
