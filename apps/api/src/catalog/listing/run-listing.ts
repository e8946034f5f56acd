import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { listingConditions, listingFrom, listingOrder } from './listing-sql';
import type { ListingQuery } from './listing-query';
import { didYouMean } from '../search/did-you-mean';

export interface ListingPage {
  productIds: number[];
  totalCount: number;
}

/** One page of product ids in order, and how many products match in all. */
export async function runListing(db: Database, query: ListingQuery): Promise<ListingPage> {
  if (query.categoryIds !== null && query.categoryIds.length === 0) return { productIds: [], totalCount: 0 };
  const where = listingConditions(query);
  const offset = (query.page - 1) * query.perPage;
  const [rows, [count]] = await Promise.all([
    queryRows<{ id: number }>(db, sql`select p.id from ${listingFrom} where ${where} order by ${listingOrder(query)} limit ${query.perPage} offset ${offset}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${listingFrom} where ${where}`),
  ]);
  return { productIds: rows.map((row) => row.id), totalCount: count?.n ?? 0 };
}

/** "Did you mean": the query with unknown words replaced by the closest catalogue words. */
export function suggestAlternatives(query: ListingQuery, vocabulary: readonly string[]): string[] {
  if (!query.text) return [];
  const corrected = didYouMean(query.text, vocabulary);
  return corrected ? [corrected] : [];
}
