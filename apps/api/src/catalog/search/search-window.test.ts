import { createCatalogueCache } from '../catalogue-cache';
import { buildListingQuery } from '../listing/listing-query';
import { openTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../../db/open-database';
import type { ListingFilter as ProductFilter, ProductSort } from '../../domain/listing-request';
import { searchWindow, tierFor, tiersFor } from './search-window';
import { brandFacet, merchantFacet, windowFacets } from './window-facets';
import { toSearchVocabulary } from './search-tsquery';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

async function query(text: string, extra: { sort?: ProductSort; filter?: ProductFilter } = {}) {
  const cache = createCatalogueCache(handle.db);
  const tree = await cache.categoryTree();
  const vocabulary = toSearchVocabulary(await cache.searchVocabulary());
  const built = buildListingQuery(tree, { region: 'FI', text, vocabulary, ...extra });
  if (!built.ok) throw new Error(built.error.message);
  return { tree, query: built.value };
}

describe('searchWindow', () => {
  it('reads at most the window, says when more match, and keeps the most popular for relevance', async () => {
    const { query: q } = await query('phones');
    const all = await searchWindow(handle.db, q);
    expect(all.truncated).toBe(false);
    expect(all.ids.length).toBeGreaterThan(5);
    const small = await searchWindow(handle.db, q, { size: 5 });
    expect(small.truncated).toBe(true);
    expect(small.ids).toHaveLength(5);
    // The same matches in popularity order (then id): relevance ranks the most popular ones.
    const { query: byPopularity } = await query('phones', { sort: 'POPULARITY' });
    const popular = await searchWindow(handle.db, byPopularity);
    expect([...all.ids].sort()).toEqual([...popular.ids].sort());
    expect([...small.ids].sort()).toEqual(popular.ids.slice(0, 5).sort());
  });

  it('ranks only the most popular matches by relevance; the rest of the window follows in popularity order', async () => {
    const { query: q } = await query('phones');
    const { query: byPopularity } = await query('phones', { sort: 'POPULARITY' });
    const popular = (await searchWindow(handle.db, byPopularity)).ids;
    const everyRanked = await searchWindow(handle.db, q);
    expect(everyRanked.ids).not.toEqual(popular);
    const twoRanked = await searchWindow(handle.db, q, { ranked: 2 });
    expect(twoRanked.ids.slice(2)).toEqual(popular.slice(2));
    expect([...twoRanked.ids.slice(0, 2)].sort()).toEqual(popular.slice(0, 2).sort());
    expect(twoRanked.counts).toEqual(everyRanked.counts);
    // Ranking every match orders them as ranking all of them did before (no row is left unranked).
    expect((await searchWindow(handle.db, q, { ranked: popular.length })).ids).toEqual(everyRanked.ids);
  });

  it('finds the same window whichever popularity tier it starts in', async () => {
    const { query: q } = await query('phones');
    const everyMatch = await searchWindow(handle.db, q, { size: 5, tiers: [5] });
    expect(await searchWindow(handle.db, { ...q, matchEstimate: null }, { size: 5 })).toEqual(everyMatch);
    expect(await searchWindow(handle.db, q, { size: 5, tiers: [1, 2, 5] })).toEqual(everyMatch);
    // An estimate far too high starts in the smallest tier, which falls short and hands over to a larger one.
    const fromTierOne = await searchWindow(handle.db, { ...q, matchEstimate: 1e9 }, { size: 5 });
    expect(fromTierOne).toEqual(everyMatch);
    const { query: byPopularity } = await query('phones', { sort: 'POPULARITY' });
    const all = await searchWindow(handle.db, { ...byPopularity, matchEstimate: 1e9 });
    expect(all.truncated).toBe(false);
    expect(all.ids.length).toBe((await searchWindow(handle.db, { ...byPopularity, matchEstimate: null })).ids.length);
  });

  it('finds the same matches when a bare prefix is checked on the candidates instead of looked up in the index', async () => {
    const { query: q } = await query('phones lu');
    const lookedUp = await searchWindow(handle.db, { ...q, tsQuery: 'phones & lu:*', checkedWords: [] });
    expect(lookedUp.ids.length).toBeGreaterThan(0);
    expect(await searchWindow(handle.db, { ...q, tsQuery: 'phones & lu:*', checkedWords: ['lu:*'] })).toEqual(lookedUp);
  });

  it('fills a price-sorted window with the cheapest matches, not the most popular', async () => {
    const { query: q } = await query('phones', { sort: 'TOTAL_PRICE_ASC' });
    const all = await searchWindow(handle.db, q);
    const cheapest = await searchWindow(handle.db, q, { size: 3 });
    expect(cheapest.ids).toEqual(all.ids.slice(0, 3));
  });

  it('falls back to a trigram match of the name only when the words find nothing', async () => {
    const { query: q } = await query('lumio');
    const byWords = await searchWindow(handle.db, q);
    expect(byWords.ids.length).toBeGreaterThan(0);
    const { query: nothing } = await query('zzqqxxwv');
    expect((await searchWindow(handle.db, nothing)).ids).toEqual([]);
  });

  it('counts the facets over the window, each without its own filter', async () => {
    const { tree, query: q } = await query('phones');
    const window = await searchWindow(handle.db, q);
    const merchants = await createCatalogueCache(handle.db).merchants();
    const facets = await windowFacets(handle.db, tree, q, 'en', window, merchants);
    expect(facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(window.ids.length);
    expect(facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(window.ids.length);
    const { query: inStock } = await query('phones', { filter: { inStockOnly: true } });
    expect(facets.inStockCount).toBe((await searchWindow(handle.db, inStock)).ids.length);
    const inStockFacets = await windowFacets(handle.db, tree, inStock, 'en', await searchWindow(handle.db, inStock), merchants);
    expect(inStockFacets.inStockCount).toBe(facets.inStockCount);
    const brand = facets.brands[0]!;
    const { query: filtered } = await query('phones', { filter: { brandIds: [brand.id] } });
    const filteredWindow = await searchWindow(handle.db, filtered);
    expect(filteredWindow.ids).toHaveLength(brand.count);
    const filteredFacets = await windowFacets(handle.db, tree, filtered, 'en', filteredWindow, merchants);
    expect(filteredFacets.brands).toEqual(facets.brands);
    expect(filteredFacets.merchants.every((m) => m.count <= brand.count)).toBe(true);
  });
});

describe('window helpers', () => {
  it('starts in the smallest tier expected to hold one and a half windows', () => {
    expect(tierFor(1_000_000, 1000)).toBe(1);
    expect(tierFor(20_000, 1000)).toBe(3);
    expect(tierFor(5_000, 1000)).toBe(4);
    expect(tierFor(2_000, 1000)).toBe(5);
    expect(tierFor(0, 1000)).toBe(5);
  });

  it('reads tiers in turn, and tier 3 first where the estimate would read every match (spec words match more than it counts)', () => {
    expect(tiersFor(1_000_000, 1000)).toEqual([1, 2, 3, 4, 5]);
    expect(tiersFor(20_000, 1000)).toEqual([3, 4, 5]);
    expect(tiersFor(5_000, 1000)).toEqual([4, 5]);
    expect(tiersFor(2_000, 1000)).toEqual([3, 4, 5]);
    expect(tiersFor(0, 1000)).toEqual([3, 4, 5]);
  });

  it('counts brands most first, then by name', () => {
    expect(
      brandFacet([
        ['a', 'A', 1],
        ['z', 'Z', 2],
        ['b', 'B', 1],
      ]),
    ).toEqual([
      { id: 'z', label: 'Z', count: 2 },
      { id: 'a', label: 'A', count: 1 },
      { id: 'b', label: 'B', count: 1 },
    ]);
  });

  it('titles merchants from the catalogue', () => {
    expect(
      merchantFacet(
        [
          ['m1', 1],
          ['m2', 2],
        ],
        new Map([['m2', { title: 'Two' }]]),
      ),
    ).toEqual([
      { id: 'm2', label: 'Two', count: 2 },
      { id: 'm1', label: 'm1', count: 1 },
    ]);
  });
});
