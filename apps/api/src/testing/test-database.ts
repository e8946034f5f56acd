import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle, type QueryObserver } from '../db/open-database';
import { seedDatabase } from '../db/seed/seed-database';

/** Set by the global setup: where the prepared PGlite dump lies. */
export const TEST_DUMP_ENV = 'KORI_API_TEST_PGLITE_DUMP';

/**
 * A database with the tiny catalogue for one test file. PGlite: a private in-memory copy of the dump
 * the global setup prepared (about a second, instead of migrating and seeding again). With
 * DATABASE_URL set (CI against real PostgreSQL): that database, prepared once by the global setup.
 */
export async function openTestDatabase(options: { onQuery?: QueryObserver; statementTimeoutMs?: number } = {}): Promise<DatabaseHandle> {
  const url = process.env['DATABASE_URL'];
  if (url) return openDatabase({ kind: 'postgres', url, poolSize: 4, ...options });
  const dumpPath = process.env[TEST_DUMP_ENV];
  if (!dumpPath) throw new Error(`${TEST_DUMP_ENV} is not set; run the api tests through apps/api/jest.config.cjs`);
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(dumpPath)]), ...options });
}

/** A job queue schema of this test file's own (test files run in separate module registries). */
const jobQueueSchema = `jobs_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
export function testJobQueueSchema(): string {
  return jobQueueSchema;
}

/**
 * Like openTestDatabase, for tests that rewrite the catalogue: on PostgreSQL it is a database of its
 * own (created, migrated and seeded here, dropped on close), so other test files never see the writes.
 */
export async function openIsolatedTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env['DATABASE_URL'];
  if (!url) return openTestDatabase();
  const name = `kori_test_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await admin.db.execute(sql.raw(`create database "${name}"`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: own.toString(), poolSize: 4 });
  await handle.migrate();
  await seedDatabase(handle.db, { size: 'tiny' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      await admin.close();
    },
  };
}

/** Empties every table and the migration record (for a fresh PostgreSQL database in the global setup). */
export async function resetPostgresSchema(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`create schema public`);
}
