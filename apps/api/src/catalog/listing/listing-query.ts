import type { InputMaybe, ProductFilter, ProductSort } from '../../graphql/generated/resolvers-types';
import { badUserInput } from '../../graphql/errors';
import { decimalToMinor, isDecimalMoney } from '../../domain/money';
import { currencyForRegion, type Currency, type Region } from '@kori/region';
import type { CategoryTree } from '../category-tree';
import { estimateMatches, expandPrefixes, wordsToCheck, type SearchTermIndex } from '../search/prefix-expansions';
import { searchWords } from '../search/search-words';
import { searchTsQuery, type SearchVocabulary } from '../search/search-tsquery';

export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 10_000;
const MAX_FILTER_IDS = 100;
const MAX_SEARCH_LENGTH = 200;
/** Words of one search whose completions are looked up; the rest stay prefixes. */
const MAX_EXPANDED_WORDS = 6;

/** A product listing request, validated and resolved against the category tree. */
export interface ListingQuery {
  region: Region;
  currency: Currency;
  /** The filtered category and its descendants; null = no category filter; [] = unknown category. */
  categoryId: string | null;
  categoryIds: string[] | null;
  brandIds: string[] | null;
  merchantIds: string[] | null;
  /** Bounds on the best total price in minor units. */
  minTotal: number | null;
  maxTotal: number | null;
  inStockOnly: boolean;
  dealsOnly: boolean;
  /** Free text (search); null for plain listings. */
  text: string | null;
  /** to_tsquery('simple', ...) text for `text`: prefixes plus typo corrections; null without words. */
  tsQuery: string | null;
  /** Rough number of products `tsQuery` matches (prefix-expansions.ts), for the search tier; null = unknown. */
  matchEstimate: number | null;
  /** Words of tsQuery checked on the candidates the others find, not looked up in the index (prefix-expansions.ts). */
  checkedWords: string[];
  sort: ProductSort;
  page: number;
  perPage: number;
}

function money(value: InputMaybe<string>, field: string): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  if (!isDecimalMoney(value) || value.trim().startsWith('-')) throw badUserInput(`${field} must be a decimal amount like 49.90`, field);
  return decimalToMinor(value);
}

function ids(values: InputMaybe<readonly string[]>, field: string): string[] | null {
  if (!values || values.length === 0) return null;
  if (values.length > MAX_FILTER_IDS) throw badUserInput(`${field} takes at most ${MAX_FILTER_IDS} ids`, field);
  return [...new Set(values)];
}

export function pagination(page: InputMaybe<number>, perPage: InputMaybe<number>, defaultPerPage = 24): { page: number; perPage: number } {
  const p = page ?? 1;
  const pp = perPage ?? defaultPerPage;
  if (!Number.isInteger(p) || p < 1 || p > MAX_PAGE) throw badUserInput(`page must be between 1 and ${MAX_PAGE}`, 'page');
  if (!Number.isInteger(pp) || pp < 1 || pp > MAX_PER_PAGE) throw badUserInput(`perPage must be between 1 and ${MAX_PER_PAGE}`, 'perPage');
  return { page: p, perPage: pp };
}

export function buildListingQuery(
  tree: CategoryTree,
  args: {
    region: Region;
    filter?: InputMaybe<ProductFilter>;
    sort?: InputMaybe<ProductSort>;
    page?: InputMaybe<number>;
    perPage?: InputMaybe<number>;
    text?: string | null;
    /** Catalogue words for typo correction; without it only exact prefixes and trigrams match. */
    vocabulary?: SearchVocabulary | null;
    /** search_terms (prefix-expansions.ts): typed words become the words they start, and the matches are estimated; without it words stay prefixes. */
    terms?: SearchTermIndex | null;
  },
): ListingQuery {
  const filter = args.filter ?? {};
  const categoryId = filter.categoryId ?? null;
  const minTotal = money(filter.minPrice, 'minPrice');
  const maxTotal = money(filter.maxPrice, 'maxPrice');
  if (minTotal !== null && maxTotal !== null && minTotal > maxTotal) throw badUserInput('minPrice is above maxPrice', 'minPrice');
  let text: string | null = null;
  if (args.text !== undefined && args.text !== null) {
    text = args.text.trim().replace(/\s+/g, ' ');
    if (text.length > MAX_SEARCH_LENGTH) throw badUserInput(`query is longer than ${MAX_SEARCH_LENGTH} characters`, 'query');
  }
  const terms = args.terms ?? null;
  const expansions = text && terms ? expandPrefixes(terms, searchWords(text).slice(0, MAX_EXPANDED_WORDS)) : undefined;
  const tsQuery = text ? searchTsQuery(text, args.vocabulary ?? null, expansions) : null;
  return {
    region: args.region,
    currency: currencyForRegion(args.region),
    categoryId,
    categoryIds: categoryId === null ? null : tree.subtreeIds(categoryId),
    brandIds: ids(filter.brandIds, 'brandIds'),
    merchantIds: ids(filter.merchantIds, 'merchantIds'),
    minTotal,
    maxTotal,
    inStockOnly: filter.inStockOnly ?? false,
    dealsOnly: filter.dealsOnly ?? false,
    text,
    tsQuery,
    matchEstimate: tsQuery && terms ? estimateMatches(terms, tsQuery) : null,
    checkedWords: tsQuery && terms ? wordsToCheck(terms, tsQuery) : [],
    sort: args.sort ?? (text !== null ? 'RELEVANCE' : 'POPULARITY'),
    ...pagination(args.page, args.perPage),
  };
}
