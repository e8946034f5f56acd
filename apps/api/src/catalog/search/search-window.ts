import { sql, type SQL } from 'drizzle-orm';
import { jsonColumn, queryPreparedRows, type Database } from '../../db/database';
import type { FacetDimension } from '../listing/listing-sql';
import { escapeLike } from '../listing/listing-sql';
import type { ListingQuery } from '../listing/listing-query';
import { regionIndex, SEARCH_TIER_SHARES, type SearchTier } from './product-search';
import { EMPTY_WINDOW, type SearchWindow } from './search-window-model';
import { windowCacheKey, type WindowCache } from './window-cache';

/**
 * How many matches a text search reads at most (docs/decisions/009-search-window.md). A short or
 * common word matches half the catalogue; counting, ranking and faceting all of it on every request
 * costs seconds, so a search works on the best SEARCH_WINDOW matches for its sort order and says
 * "more than" when there are more.
 */
export const SEARCH_WINDOW = 1000;

/**
 * How many of a relevance window's matches are ranked: the most popular ones, ordered by relevance
 * ahead of the rest of the window, which follows in popularity order (decision 009). Ranking costs a
 * few microseconds per row (the search vector is decompressed for ts_rank_cd, the name split into
 * trigrams for similarity) and was most of a search's database time at 1,000 rows; 240 is ten pages
 * of 24.
 */
export const RANKED_MATCHES = 240;

/**
 * A popularity-ordered window starts in the smallest tier expected to hold this many times the
 * window (estimates from search_terms counts are rough; a tier that falls short costs a second read).
 */
const TIER_MARGIN = 1.5;

interface RawWindow {
  found: number;
  ids: number[] | string | null;
  categories: [string, number][] | string | null;
  brands: [string, string, number][] | string | null;
  merchants: [string, number][] | string | null;
  totals: [number | null, number | null, number] | string;
}

const p = (values: unknown[]) => sql.param(values);

/**
 * The WHERE clause over `product_search ps` for the query's region (k = its index in the region
 * arrays), optionally without one dimension. Same meaning as listingConditions over products and
 * their price stats.
 */
export function windowConditions(query: ListingQuery, without?: FacetDimension): SQL {
  const k = regionIndex(query.region);
  const parts: SQL[] = [sql`ps.offer_counts[${k}] > 0`];
  if (query.categoryIds !== null && without !== 'category') parts.push(sql`ps.category_id = any(${p(query.categoryIds)}::text[])`);
  if (query.brandIds && without !== 'brand') parts.push(sql`ps.brand_id = any(${p(query.brandIds)}::text[])`);
  if (query.merchantIds && without !== 'merchant') {
    parts.push(sql`string_to_array(ps.merchants[${k}], ',') && ${p(query.merchantIds)}::text[]`);
  }
  if (without !== 'price') {
    if (query.minTotal !== null) parts.push(sql`ps.best_totals[${k}] >= ${query.minTotal}`);
    if (query.maxTotal !== null) parts.push(sql`ps.best_totals[${k}] <= ${query.maxTotal}`);
  }
  if (query.inStockOnly && without !== 'stock') parts.push(sql`ps.in_stock[${k}]`);
  if (query.dealsOnly) parts.push(sql`ps.deals[${k}]`);
  if (query.text !== null) {
    if (query.text === '') parts.push(sql`false`);
    else if (query.tsQuery) parts.push(wordsMatch(query.tsQuery, query.checkedWords));
    else parts.push(sql`${query.text.toLowerCase()} <% ps.search_name`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The words' match. A bare prefix of one or two letters or digits (`e:*` of "e-trek") stands for
 * thousands of index words, all of which the GIN index would read; such words (query.checkedWords,
 * chosen in buildListingQuery) are checked on the candidates the other words find through the
 * index instead. ts_match_vq is the function behind @@, which the planner does not take to the
 * index. Same matches either way.
 */
export function wordsMatch(tsQuery: string, checkedWords: readonly string[]): SQL {
  const indexed = tsQuery.split(' & ').filter((word) => !checkedWords.includes(word));
  if (checkedWords.length === 0 || indexed.length === 0) return sql`ps.search_vector @@ to_tsquery('simple', ${tsQuery})`;
  return sql`ps.search_vector @@ to_tsquery('simple', ${indexed.join(' & ')})
    and ts_match_vq(ps.search_vector, (select to_tsquery('simple', ${checkedWords.join(' & ')})))`;
}

/** Relevance of one row: cover density over the weighted vector, name closeness, name prefix. */
function relevance(query: ListingQuery): SQL {
  const lower = (query.text ?? '').toLowerCase();
  // The tsquery as a scalar subquery is parsed once per statement; written inline, to_tsquery (a
  // stable function) is parsed again for every row, which cost more than the ranking itself.
  return sql`(${query.tsQuery ? sql`ts_rank_cd(r.search_vector, (select to_tsquery('simple', ${query.tsQuery})))` : sql`0`}
    + similarity(r.search_name, ${lower})
    + case when r.search_name like ${`${escapeLike(lower)}%`} then 1 else 0 end)::float8`;
}

/**
 * Which candidates fill the window: for relevance the most popular matches (ranked afterwards),
 * otherwise the requested order itself so that "cheapest first" really starts at the cheapest match.
 * `key` is the sort's leading value for price and drop sorts (null otherwise), read into the
 * candidates as `sort_key`; the order is written over `alias` (ps for the scan, w after it).
 */
function sortKey(query: ListingQuery): SQL {
  const k = regionIndex(query.region);
  switch (query.sort) {
    case 'TOTAL_PRICE_ASC':
    case 'TOTAL_PRICE_DESC':
      return sql`ps.best_totals[${k}]`;
    case 'BIGGEST_DROP':
      return sql`ps.drop_percents[${k}]`;
    default:
      return sql`null::int`;
  }
}

function candidateOrder(query: ListingQuery, alias: 'ps' | 'w'): SQL {
  const key = alias === 'ps' ? sortKey(query) : sql`w.sort_key`;
  const rest = sql.raw(alias === 'ps' ? 'ps.popularity desc, ps.product_id' : 'w.popularity desc, w.product_id');
  switch (query.sort) {
    case 'TOTAL_PRICE_ASC':
      return sql`${key} asc nulls last, ${rest}`;
    case 'TOTAL_PRICE_DESC':
      return sql`${key} desc nulls last, ${rest}`;
    case 'BIGGEST_DROP':
      return sql`${key} desc, ${rest}`;
    case 'RELEVANCE':
    case 'POPULARITY':
    default:
      return rest;
  }
}

export interface WindowOptions {
  /** Read the matches without this filter (for the facet of that filter). */
  without?: FacetDimension;
  size?: number;
  /** How many of the most popular matches a relevance window ranks (RANKED_MATCHES). */
  ranked?: number;
  /** The popularity tiers to read in turn instead of tiersFor's (tests). */
  tiers?: readonly SearchTier[];
  /** Reuse a window read shortly before (window-cache.ts); null or absent = always read. */
  cache?: WindowCache | null;
}

interface ReadOptions {
  without?: FacetDimension | undefined;
  size: number;
  ranked: number;
  /**
   * Popularity tiers to read in turn (product-search.ts), each only when the ones before it hold
   * fewer than a window: [3, 4, 5] reads tier <= 3, then tier 4 if needed, then the rest.
   */
  tiers: readonly SearchTier[];
}

/** The candidates of tiers (lo, hi]: tier bounds are written out so that the planner picks hi's partial GIN index. */
function tierRange(lo: SearchTier | null, hi: SearchTier): SQL {
  const upper = hi > SEARCH_TIER_SHARES.length ? '' : hi === 1 ? ' and ps.tier = 1' : ` and ps.tier <= ${hi}`;
  return sql.raw(`${upper}${lo ? ` and ps.tier > ${lo}` : ''}`);
}

async function readWindow(
  db: Database,
  query: ListingQuery,
  { without, size, ranked: rankedCount, tiers }: ReadOptions,
): Promise<SearchWindow> {
  const ranked = query.sort === 'RELEVANCE';
  const k = regionIndex(query.region);
  // One candidate read per tier range; a range is read only when the ones before it found fewer than
  // size + 1 (a one-time filter: the planner skips the scan), all in one statement.
  const where = windowConditions(query, without);
  const reads = tiers.map((tier, i) => {
    const before = tiers.slice(0, i).map((_, j) => sql.raw(`(select count(*) from t${j})`));
    const enough = before.length ? sql`${sql.join(before, sql` + `)} < ${size + 1} and ` : sql``;
    return sql`${sql.raw(`t${i}`)} as (select ps.ctid as row_id, ${sortKey(
      query,
    )} as sort_key, ps.popularity, ps.product_id, ps.category_id,
        ps.brand_id, ps.best_totals[${k}] as best_total, ps.in_stock[${k}] as in_stock, ps.merchants[${k}] as merchants
      from product_search ps
      where ${enough}${where}${tierRange(tiers[i - 1] ?? null, tier)}
      order by ${candidateOrder(query, 'ps')} limit ${size + 1})`;
  });
  const candidates = sql.join(
    tiers.map((_, i) => sql.raw(`select * from t${i}`)),
    sql` union all `,
  );
  // The candidates are sorted as narrow rows (sort key, popularity, id, row address and the facets'
  // columns), so the planner can keep just the best ones (top-N). The statement orders the window and
  // counts its facets itself: it returns the ids in order and a few counts instead of a thousand rows
  // for the API to parse and count. Only the first rankedCount rows of the window (by popularity) are
  // ranked, each read again by row address (same statement, same snapshot) for its search vector and
  // name; the rest have no rank and keep their order. Brand names are joined to the brand counts.
  // Merchant counts split each distinct merchant list once (windows share few of them) rather than
  // every row's.
  const rank = ranked
    ? sql`case when ordinal <= ${rankedCount} then (select ${relevance(query)} from product_search r where r.ctid = win.row_id) end`
    : sql`null::float8`;
  const [result] = await queryPreparedRows<RawWindow>(
    db,
    sql`with ${sql.join(reads, sql`, `)}, c as (
        select row_number() over (order by ${candidateOrder(query, 'w')}) as ordinal, w.*
        from (select * from (${candidates}) w order by ${candidateOrder(query, 'w')} limit ${size + 1}) w),
      win as (select * from c where ordinal <= ${size})
      select (select count(*)::int from c) as found,
        (select json_agg(product_id order by rank desc nulls last, ordinal) from (select product_id, ordinal, ${rank} as rank from win) x) as ids,
        (select json_agg(json_build_array(category_id, n)) from (select category_id, count(*)::int as n from win group by category_id) x) as categories,
        (select json_agg(json_build_array(x.brand_id, b.name, x.n))
          from (select brand_id, count(*)::int as n from win group by brand_id) x join brands b on b.id = x.brand_id) as brands,
        (select json_agg(json_build_array(m, n))
          from (select m, sum(g.n)::int as n from (select merchants, count(*) as n from win group by merchants) g,
            unnest(string_to_array(g.merchants, ',')) m group by m) x) as merchants,
        (select json_build_array(min(best_total), max(best_total), count(*) filter (where in_stock)) from win) as totals`,
  );
  if (!result) return EMPTY_WINDOW;
  const [minTotal, maxTotal, inStock] = jsonColumn(result.totals, [null, null, 0]);
  return {
    ids: jsonColumn(result.ids, []),
    truncated: result.found > size,
    counts: {
      categories: jsonColumn(result.categories, []),
      brands: jsonColumn(result.brands, []),
      merchants: jsonColumn(result.merchants, []),
      minTotal,
      maxTotal,
      inStock: Number(inStock),
    },
  };
}

/** Share of the catalogue in tiers 1..tier (1 for the last tier, the whole catalogue). */
function tierShare(tier: SearchTier): number {
  return SEARCH_TIER_SHARES[tier - 1] ?? 1;
}

/** The smallest tier expected to hold TIER_MARGIN windows, given `matches` expected in all. */
export function tierFor(matches: number, size: number): SearchTier {
  for (let tier = 1 as SearchTier; tier <= SEARCH_TIER_SHARES.length; tier += 1) {
    if (matches * tierShare(tier) >= size * TIER_MARGIN) return tier;
  }
  return (SEARCH_TIER_SHARES.length + 1) as SearchTier;
}

/**
 * The tiers a popularity-ordered window reads in turn: first the smallest tier expected to hold
 * TIER_MARGIN windows, then each following tier, each only if needed (a tier that falls a few rows
 * short is topped up from the next tier, not from the thousands of matches in all the rest). The
 * estimate counts name, brand and category words only, and a word also found in spec values
 * ("white", "mah") can match twenty times as many: where the estimate would read every match, tier 3
 * is read first (reading all the matches of such a word cost up to 200 ms); a search with few
 * matches then reads the rest as well.
 */
export function tiersFor(matches: number, size: number): SearchTier[] {
  const last = (SEARCH_TIER_SHARES.length + 1) as SearchTier;
  const estimated = tierFor(matches, size);
  const first = estimated === last ? SPEC_WORD_FIRST_TIER : estimated;
  const tiers: SearchTier[] = [];
  for (let tier = first; tier <= last; tier += 1) tiers.push(tier);
  return tiers;
}

const SPEC_WORD_FIRST_TIER: SearchTier = 3;

/**
 * The window of a text search. Words are matched through the search vector's GIN index (prefixes
 * and typo corrections); only when they find nothing does a trigram match of the whole text on the
 * name get a turn. A window filled in popularity order reads popularity tiers in turn: when a tier
 * holds more matches than the window, those are exactly the most popular matches, found without
 * reading the thousands of less popular ones (tiersFor).
 */
export async function searchWindow(db: Database, query: ListingQuery, options: WindowOptions = {}): Promise<SearchWindow> {
  if (query.categoryIds !== null && query.categoryIds.length === 0) return EMPTY_WINDOW;
  const size = options.size ?? SEARCH_WINDOW;
  const ranked = options.ranked ?? RANKED_MATCHES;
  if (options.cache)
    return options.cache.get(windowCacheKey(query, options.without, size, ranked), () =>
      readSearchWindow(db, query, options.without, size, ranked, options.tiers),
    );
  return readSearchWindow(db, query, options.without, size, ranked, options.tiers);
}

async function readSearchWindow(
  db: Database,
  query: ListingQuery,
  without: FacetDimension | undefined,
  size: number,
  ranked: number,
  tiers?: readonly SearchTier[],
): Promise<SearchWindow> {
  const last = (SEARCH_TIER_SHARES.length + 1) as SearchTier;
  const read = { without, size, ranked, tiers: [last] };
  if (query.tsQuery) {
    const byPopularity = query.sort === 'RELEVANCE' || query.sort === 'POPULARITY';
    const window = await readWindow(db, query, {
      ...read,
      tiers: tiers ?? (byPopularity ? tiersFor(query.matchEstimate ?? 0, size) : [last]),
    });
    if (window.ids.length > 0) return window;
  }
  return readWindow(db, { ...query, tsQuery: null }, read);
}
