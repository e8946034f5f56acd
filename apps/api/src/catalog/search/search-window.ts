import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import type { FacetDimension } from '../listing/listing-sql';
import { escapeLike, listingConditions, listingOrder } from '../listing/listing-sql';
import type { ListingQuery } from '../listing/listing-query';

/**
 * How many matches a text search reads at most (docs/decisions/009-search-window.md). A short or
 * common word matches half the catalogue; counting, ranking and faceting all of it on every request
 * costs seconds, so a search works on the best SEARCH_WINDOW matches for its sort order and says
 * "more than" when there are more.
 */
export const SEARCH_WINDOW = 1000;

export interface WindowRow {
  id: number;
  categoryId: string;
  brandId: string;
  brandName: string;
  /** Best total price in the region, minor units. */
  bestTotal: number | null;
  inStock: boolean;
  popularity: number;
  merchantIds: string[];
  rank: number;
}

export interface SearchWindow {
  /** The matches in the requested order (relevance already applied), at most SEARCH_WINDOW. */
  rows: WindowRow[];
  /** More products match than the window holds. */
  truncated: boolean;
}

interface RawRow {
  id: number;
  category_id: string;
  brand_id: string;
  brand_name: string;
  best_total: number | null;
  in_stock: boolean;
  popularity: number;
  merchant_ids: string[];
  rank: number;
}

/** Relevance of one candidate: cover density over the weighted vector, name closeness, name prefix. */
function relevance(query: ListingQuery): SQL {
  const lower = (query.text ?? '').toLowerCase();
  return sql`(${query.tsQuery ? sql`ts_rank_cd(r.search_vector, to_tsquery('simple', ${query.tsQuery}))` : sql`0`}
    + similarity(r.search_name, ${lower})
    + case when r.search_name like ${`${escapeLike(lower)}%`} then 1 else 0 end)::float8`;
}

/**
 * Which candidates fill the window: for relevance the most popular matches (ranked afterwards, an
 * index-ordered scan stops after SEARCH_WINDOW rows), otherwise the requested order itself so that
 * "cheapest first" really starts at the cheapest match.
 */
function candidateOrder(query: ListingQuery): SQL {
  return query.sort === 'RELEVANCE' ? sql`p.popularity desc, p.id` : listingOrder(query);
}

export interface WindowOptions {
  /** Read the matches without this filter (for the facet of that filter). */
  without?: FacetDimension;
  size?: number;
}

interface ReadOptions extends WindowOptions {
  /** Only products of this popularity tier or a smaller one (catalog/popularity-tiers.ts). */
  tier?: 1 | 2;
}

/** Written out, not as a parameter, so the planner matches the partial GIN index of the tier. */
const TIER_CONDITION = { 1: sql.raw('p.popularity_tier = 1'), 2: sql.raw('p.popularity_tier <= 2') } as const;

async function readWindow(db: Database, query: ListingQuery, { without, size = SEARCH_WINDOW, tier }: ReadOptions): Promise<SearchWindow> {
  const ranked = query.sort === 'RELEVANCE';
  // The candidates carry only narrow columns through their sort; the search vector (often stored
  // out of line) is read for the window's rows alone, by primary key, to rank them.
  const rows = await queryRows<RawRow>(
    db,
    sql`select w.id, w.category_id, w.brand_id, b.name as brand_name, w.best_total, w.in_stock, w.popularity, w.merchant_ids,
        ${ranked ? relevance(query) : sql`0::float8`} as rank
      from (select row_number() over (order by ${candidateOrder(query)}) as ordinal, p.id, p.category_id, p.brand_id,
              s.best_total, s.in_stock_count > 0 as in_stock, p.popularity, s.merchant_ids
            from products p cross join lateral (
              -- A lookup by primary key per matching product: cheaper than hashing the region's stats.
              select * from product_price_stats s where s.product_id = p.id and s.region = ${query.region} offset 0) s
            where ${listingConditions(query, without)}${tier ? sql` and ${TIER_CONDITION[tier]}` : sql``}
            order by ${candidateOrder(query)} limit ${size + 1}) w
      join brands b on b.id = w.brand_id
      ${ranked ? sql`join products r on r.id = w.id` : sql``}
      order by w.ordinal`,
  );
  const truncated = rows.length > size;
  const window = rows.slice(0, size).map(
    (row): WindowRow => ({
      id: row.id,
      categoryId: row.category_id,
      brandId: row.brand_id,
      brandName: row.brand_name,
      bestTotal: row.best_total,
      inStock: row.in_stock,
      popularity: row.popularity,
      merchantIds: row.merchant_ids,
      rank: row.rank,
    }),
  );
  if (ranked) rankWindow(window);
  return { rows: window, truncated };
}

/**
 * Ranks a relevance window: relevance is known only once the candidates are read; ties fall back to
 * popularity, then id, as everywhere else. Other sorts keep the order the statement read them in.
 */
export function rankWindow(rows: WindowRow[]): void {
  rows.sort((a, b) => b.rank - a.rank || b.popularity - a.popularity || a.id - b.id);
}

/**
 * The window of a text search. Words are matched through the search vector's GIN index (prefixes
 * and typo corrections); only when they find nothing does a trigram match of the whole text on the
 * name get a turn. A window filled in popularity order first looks among the most popular 1 %, then
 * 10 %, of the catalogue: when a tier alone holds more matches than the window, those are exactly the
 * most popular matches, found without reading the thousands of less popular ones.
 */
export async function searchWindow(db: Database, query: ListingQuery, options: WindowOptions = {}): Promise<SearchWindow> {
  if (query.categoryIds !== null && query.categoryIds.length === 0) return { rows: [], truncated: false };
  if (query.tsQuery) {
    const byPopularity = query.sort === 'RELEVANCE' || query.sort === 'POPULARITY';
    for (const tier of byPopularity ? ([1, 2] as const) : []) {
      const inTier = await readWindow(db, query, { ...options, tier });
      if (inTier.truncated) return inTier;
    }
    const byWords = await readWindow(db, query, options);
    if (byWords.rows.length > 0) return byWords;
  }
  return readWindow(db, { ...query, tsQuery: null }, options);
}
