import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import type { DatabaseHandle } from '../../db/open-database';
import { openTestDatabase } from '../../testing/test-database';
import { estimateMatches, expandPrefixes, MAX_PREFIX_EXPANSION, prefixExpansions, wordsToCheck } from './prefix-expansions';
import { searchTsQuery, toSearchVocabulary } from './search-tsquery';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

async function countMatching(tsQuery: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from products where search_vector @@ to_tsquery('simple', ${tsQuery})`,
  );
  return row!.n;
}

describe('prefixExpansions', () => {
  it('lists the catalogue words a typed word starts, and finds the same products as the prefix', async () => {
    const expansions = await prefixExpansions(handle.db, ['lum', 'kestr']);
    expect(expansions.get('lum')).toContain('lumio');
    expect(expansions.get('kestr')).toContain('kestrel');
    const exact = searchTsQuery('lum kestr', null, expansions)!;
    expect(exact).not.toContain(':*');
    expect(await countMatching(exact)).toBe(await countMatching(searchTsQuery('lum kestr', null)!));
  });

  it('keeps a prefix whose words are too many to list, and a word nothing starts with', async () => {
    const [common] = await queryRows<{ letter: string }>(
      handle.db,
      sql`select left(term, 1) as letter from search_terms group by 1 having count(*) > ${MAX_PREFIX_EXPANSION} order by count(*) desc limit 1`,
    );
    const expansions = await prefixExpansions(handle.db, [common!.letter, 'zzqqx']);
    expect(expansions.get(common!.letter)).toBeNull();
    expect(expansions.get('zzqqx')).toEqual([]);
    expect(searchTsQuery(`${common!.letter} zzqqx`, null, expansions)).toBe(`${common!.letter}:* & zzqqx`);
  });
});

describe('expandPrefixes and estimateMatches', () => {
  const counts = new Map([
    ['lumen', 5],
    ['lumio', 10],
    ['pro', 50],
    ['prime', 20],
  ]);
  const index = { terms: [...counts.keys()].sort(), counts, products: 100 };

  it('expands from the cached index, most used word first', () => {
    expect(expandPrefixes(index, ['lum', 'pr', 'x'])).toEqual(
      new Map([
        ['lum', ['lumio', 'lumen']],
        ['pr', ['pro', 'prime']],
        ['x', []],
      ]),
    );
  });

  it('estimates at most the fewest products of any word, each word counting all its alternatives', () => {
    expect(estimateMatches(index, '(lum | lumio | lumen) & pro')).toBe(15);
    expect(estimateMatches(index, 'lum:* & pr:*')).toBe(15);
    expect(estimateMatches(index, 'pro')).toBe(50);
    expect(estimateMatches(index, 'pro & zzqx')).toBe(0);
  });

  it('checks a bare prefix on the candidates when it matches many times more products than the other words', () => {
    expect(wordsToCheck(index, 'p:* & lumen')).toEqual(['p:*']);
    expect(wordsToCheck(index, 'l:* & pro')).toEqual([]);
    expect(wordsToCheck(index, 'p:* & l:*')).toEqual([]);
    expect(wordsToCheck(index, '(lum | lumio) & pro')).toEqual([]);
  });
});

describe('searchTsQuery', () => {
  it('joins completions and typo corrections as alternatives of one word', () => {
    const vocabulary = toSearchVocabulary(['iphone', 'lumio']);
    expect(searchTsQuery('iphnoe', vocabulary)).toBe('(iphnoe:* | iphone)');
    expect(searchTsQuery('iphnoe', vocabulary, new Map([['iphnoe', []]]))).toBe('(iphnoe | iphone)');
    expect(searchTsQuery('lum', vocabulary, new Map([['lum', ['lumio', 'lumen']]]))).toBe('(lum | lumio | lumen)');
    expect(searchTsQuery('!!', vocabulary)).toBeNull();
  });
});
