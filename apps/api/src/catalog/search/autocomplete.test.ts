import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import type { DatabaseHandle } from '../../db/open-database';
import { SUPPORTED_REGIONS, type Region } from '@kori/region';
import { openTestDatabase } from '../../testing/test-database';
import { autocompleteProductIds } from './autocomplete';
import { loadSearchVocabulary } from './search-vocabulary';
import { searchTsQuery, toSearchVocabulary, type SearchVocabulary } from './search-tsquery';
import { typoCorrections } from './typo-corrections';

let handle: DatabaseHandle;
let vocabulary: SearchVocabulary;

beforeAll(async () => {
  handle = await openTestDatabase();
  vocabulary = toSearchVocabulary(await loadSearchVocabulary(handle.db));
});

afterAll(async () => {
  await handle?.close();
});

/** The suggestion rule spelled out over products and their price stats: what product_search must agree with. */
async function expected(region: Region, terms: string[], limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    handle.db,
    sql`select p.id from products p join product_price_stats s on s.product_id = p.id and s.region = ${region} and s.offer_count > 0
      where p.id in (select unnest(top_product_ids) from search_terms where term = any(${sql.param(terms)}::text[]))
      order by p.popularity desc, p.id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

async function completions(prefix: string): Promise<string[]> {
  const rows = await queryRows<{ term: string }>(
    handle.db,
    sql`select term from search_terms where term like ${`${prefix}%`} order by product_count desc, term limit 6`,
  );
  return rows.map((row) => row.term);
}

describe('autocompleteProductIds, one word', () => {
  it('suggests the most popular products of the words the text starts, only those sold in the region', async () => {
    const prefixes = (
      await queryRows<{ p: string }>(
        handle.db,
        sql`select distinct left(term, 2) as p from search_terms where term ~ '^[a-z][a-z]' order by 1 limit 40`,
      )
    ).map((row) => row.p);
    let notSoldInRegion = 0;
    for (const prefix of prefixes) {
      const terms = await completions(prefix);
      const [top] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(distinct id)::int as n from search_terms, unnest(top_product_ids) id where term = any(${sql.param(
          terms,
        )}::text[])`,
      );
      for (const region of SUPPORTED_REGIONS) {
        const ids = await autocompleteProductIds(handle.db, { region, text: prefix, limit: 8, vocabulary });
        expect({ prefix, region, ids }).toEqual({ prefix, region, ids: await expected(region, terms, 8) });
        if ((await expected(region, terms, 1000)).length < top!.n) notSoldInRegion += 1;
      }
    }
    // The region filter was exercised: some prefixes have products that a region does not sell.
    expect(notSoldInRegion).toBeGreaterThan(0);
  });

  it('falls back to typo corrections when no word starts with the text', async () => {
    const corrections = typoCorrections('kesterl', vocabulary.words, vocabulary.known);
    expect(await completions('kesterl')).toEqual([]);
    expect(corrections.length).toBeGreaterThan(0);
    const ids = await autocompleteProductIds(handle.db, { region: 'FI', text: 'kesterl', limit: 5, vocabulary });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(await expected('FI', corrections, 5));
  });
});

describe('autocompleteProductIds, more words', () => {
  it('suggests the most popular products sold in the region that match every word, the last as a prefix', async () => {
    const names = (await queryRows<{ name: string }>(handle.db, sql`select name from products order by id limit 30`)).map(
      (row) => row.name,
    );
    let checked = 0;
    for (const name of names) {
      const words = name.toLowerCase().split(' ');
      if (words.length < 2) continue;
      const text = `${words[0]} ${words[1]!.slice(0, 2)}`;
      const tsQuery = searchTsQuery(text, vocabulary);
      expect(tsQuery).toBeTruthy();
      for (const region of SUPPORTED_REGIONS) {
        const rule = await queryRows<{ id: number }>(
          handle.db,
          sql`select p.id from products p join product_price_stats s on s.product_id = p.id and s.region = ${region} and s.offer_count > 0
            where p.search_vector @@ to_tsquery('simple', ${tsQuery}) order by p.popularity desc, p.id limit 6`,
        );
        const ids = await autocompleteProductIds(handle.db, { region, text, limit: 6, vocabulary });
        expect({ text, region, ids }).toEqual({ text, region, ids: rule.map((row) => row.id) });
        if (ids.length > 0) checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
