import { currencyForRegion, type Currency, type Region } from '@kori/region';
import type { ListingFilter, ProductSort } from '../../domain/listing-request';
import { decimalToMinor, isDecimalMoney } from '../../domain/money';
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

/** A listing argument the API refuses; the transport decides how to tell the client. */
export interface ListingInputError {
  kind: 'invalid-listing-input';
  /** The argument at fault (`page`, `minPrice`, `query`, ...). */
  field: string;
  message: string;
}

export type ListingResult<T> = { ok: true; value: T } | { ok: false; error: ListingInputError };

type Maybe<T> = T | null | undefined;

const invalid = (field: string, message: string): { ok: false; error: ListingInputError } => ({
  ok: false,
  error: { kind: 'invalid-listing-input', field, message },
});
const valid = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

function money(value: Maybe<string>, field: string): ListingResult<number | null> {
  if (value === null || value === undefined || value.trim() === '') return valid(null);
  if (!isDecimalMoney(value) || value.trim().startsWith('-')) return invalid(field, `${field} must be a decimal amount like 49.90`);
  return valid(decimalToMinor(value));
}

function ids(values: Maybe<readonly string[]>, field: string): ListingResult<string[] | null> {
  if (!values || values.length === 0) return valid(null);
  if (values.length > MAX_FILTER_IDS) return invalid(field, `${field} takes at most ${MAX_FILTER_IDS} ids`);
  return valid([...new Set(values)]);
}

export function pagination(page: Maybe<number>, perPage: Maybe<number>, defaultPerPage = 24): ListingResult<{ page: number; perPage: number }> {
  const p = page ?? 1;
  const pp = perPage ?? defaultPerPage;
  if (!Number.isInteger(p) || p < 1 || p > MAX_PAGE) return invalid('page', `page must be between 1 and ${MAX_PAGE}`);
  if (!Number.isInteger(pp) || pp < 1 || pp > MAX_PER_PAGE) return invalid('perPage', `perPage must be between 1 and ${MAX_PER_PAGE}`);
  return valid({ page: p, perPage: pp });
}

export function buildListingQuery(
  tree: CategoryTree,
  args: {
    region: Region;
    filter?: Maybe<ListingFilter>;
    sort?: Maybe<ProductSort>;
    page?: Maybe<number>;
    perPage?: Maybe<number>;
    text?: string | null;
    /** Catalogue words for typo correction; without it only exact prefixes and trigrams match. */
    vocabulary?: SearchVocabulary | null;
    /** search_terms (prefix-expansions.ts): typed words become the words they start, and the matches are estimated; without it words stay prefixes. */
    terms?: SearchTermIndex | null;
  },
): ListingResult<ListingQuery> {
  const filter = args.filter ?? {};
  const categoryId = filter.categoryId ?? null;
  const minTotal = money(filter.minPrice, 'minPrice');
  if (!minTotal.ok) return minTotal;
  const maxTotal = money(filter.maxPrice, 'maxPrice');
  if (!maxTotal.ok) return maxTotal;
  if (minTotal.value !== null && maxTotal.value !== null && minTotal.value > maxTotal.value) return invalid('minPrice', 'minPrice is above maxPrice');
  let text: string | null = null;
  if (args.text !== undefined && args.text !== null) {
    text = args.text.trim().replace(/\s+/g, ' ');
    if (text.length > MAX_SEARCH_LENGTH) return invalid('query', `query is longer than ${MAX_SEARCH_LENGTH} characters`);
  }
  const brandIds = ids(filter.brandIds, 'brandIds');
  if (!brandIds.ok) return brandIds;
  const merchantIds = ids(filter.merchantIds, 'merchantIds');
  if (!merchantIds.ok) return merchantIds;
  const paging = pagination(args.page, args.perPage);
  if (!paging.ok) return paging;
  const terms = args.terms ?? null;
  const expansions = text && terms ? expandPrefixes(terms, searchWords(text).slice(0, MAX_EXPANDED_WORDS)) : undefined;
  const tsQuery = text ? searchTsQuery(text, args.vocabulary ?? null, expansions) : null;
  return valid({
    region: args.region,
    currency: currencyForRegion(args.region),
    categoryId,
    categoryIds: categoryId === null ? null : tree.subtreeIds(categoryId),
    brandIds: brandIds.value,
    merchantIds: merchantIds.value,
    minTotal: minTotal.value,
    maxTotal: maxTotal.value,
    inStockOnly: filter.inStockOnly ?? false,
    dealsOnly: filter.dealsOnly ?? false,
    text,
    tsQuery,
    matchEstimate: tsQuery && terms ? estimateMatches(terms, tsQuery) : null,
    checkedWords: tsQuery && terms ? wordsToCheck(terms, tsQuery) : [],
    sort: args.sort ?? (text !== null ? 'RELEVANCE' : 'POPULARITY'),
    ...paging.value,
  });
}
