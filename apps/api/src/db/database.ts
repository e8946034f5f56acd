import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver backs it (PGlite or node-postgres); a transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
