import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver backs it (PGlite or node-postgres); a transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first row a query answers, or null when it answers none (a lookup by key). */
export async function firstRowOrNull<T>(query: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await query;
  return row ?? null;
}

/** A json column as node-postgres parses it, or as PGlite may hand it over (text); `empty` for null. */
export function jsonColumn<T>(value: T | string | null, empty: T): T {
  if (value === null) return empty;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * How many statement texts a database runs as prepared statements (queryPreparedRows); later texts
 * run unprepared. Each prepared text keeps a plan in every pooled connection that ran it, so their
 * number is bounded.
 */
export const PREPARED_TEXTS = 64;

const dialect = new PgDialect();
const preparedNames = new WeakMap<object, Map<string, string>>();

/** The name `text` is prepared under in this database, or undefined once PREPARED_TEXTS are in use. */
export function preparedName(db: Database, text: string): string | undefined {
  let names = preparedNames.get(db._.session);
  if (!names) {
    names = new Map();
    preparedNames.set(db._.session, names);
  }
  const known = names.get(text);
  if (known || names.size >= PREPARED_TEXTS) return known;
  const name = `k_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/**
 * Like queryRows, as a named (prepared) statement: a connection parses the text once, and after a
 * few runs PostgreSQL may keep one generic plan for it. For the hot, long statements whose text
 * depends only on the request's shape (docs/decisions/009-search-window.md); their values are
 * parameters. PGlite runs them unprepared.
 */
export async function queryPreparedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(compiled, undefined, preparedName(db, compiled.sql), false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
