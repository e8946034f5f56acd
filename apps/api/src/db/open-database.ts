import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { findRepoRoot } from '../config/repo-root';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';
import * as schema from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies pending migrations; safe to call on every start. Not bound by the statement timeout. */
  migrate(): Promise<void>;
  /**
   * Runs long maintenance work (seeding, the daily price stats refresh) on one session without the
   * statement timeout. On PGlite, the only session, requests served meanwhile run without it too.
   */
  maintenance<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, to clone a prepared database (tests). */
  dumpDataDir?(): Promise<Blob>;
  /** What the job queue connects through: PGlite's one connection, or a pool of its own on the server. */
  jobQueueTarget: JobQueueTarget;
}

export type JobQueueTarget = { kind: 'pglite'; client: PGliteClient } | { kind: 'postgres'; url: string };

/** Sees every SQL statement the API sends (tests count round trips with it). */
export type QueryObserver = (query: string) => void;

/**
 * `statementTimeoutMs`: PostgreSQL's statement_timeout for every statement the API sends (0 or
 * unset = none), so one slow query cannot hold a connection for long; maintenance work is exempt.
 */
export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onQuery?: QueryObserver; statementTimeoutMs?: number }
  /** `dataDir` for a file-backed database, `loadDataDir` to start from a dump, neither for memory only. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; onQuery?: QueryObserver; statementTimeoutMs?: number };

const queryLogger = (onQuery?: QueryObserver) => (onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {});

export const migrationsFolder = join(findRepoRoot(), 'apps/api/drizzle');

/**
 * PGlite is loaded through Node's own require: its WebAssembly loader uses dynamic import(), which
 * Jest's module sandbox cannot serve (the api's Jest environment passes Node's require in). It is the
 * same module either way.
 */
const nodeRequire: NodeJS.Require = (globalThis as { __koriNodeRequire?: NodeJS.Require }).__koriNodeRequire ?? createRequire(__filename);
function loadPglite(): { PGlite: typeof PGliteClient; pg_trgm: typeof import('@electric-sql/pglite/contrib/pg_trgm').pg_trgm } {
  const { PGlite } = nodeRequire('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
  const { pg_trgm } = nodeRequire('@electric-sql/pglite/contrib/pg_trgm') as typeof import('@electric-sql/pglite/contrib/pg_trgm');
  return { PGlite, pg_trgm };
}

// Any constant works; it only has to be the same for every API process migrating one database.
const MIGRATION_LOCK_KEY = 7_201_339_118;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize, options.onQuery, options.statementTimeoutMs) : openPglite(options);
}

const timeoutSetting = (ms: number | undefined) => `${Math.max(0, Math.floor(ms ?? 0))}`;

/** DATABASE_URL set -> PostgreSQL, unset -> file-backed PGlite under DATA_DIR/pglite. */
export function databaseOptionsFromEnv(env: { DATABASE_URL?: string; PGLITE_DIR: string }): OpenDatabaseOptions {
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.PGLITE_DIR };
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob; onQuery?: QueryObserver; statementTimeoutMs?: number }): Promise<DatabaseHandle> {
  let unlock: (() => void) | null = null;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  const { PGlite, pg_trgm } = loadPglite();
  // One options object: `new PGlite(undefined, options)` would drop the options.
  const client = new PGlite({
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const timeout = timeoutSetting(options.statementTimeoutMs);
  try {
    await client.waitReady;
    await client.exec(`set statement_timeout = ${timeout}`);
  } catch (error) {
    unlock?.();
    throw error;
  }
  const db = drizzlePglite(client, { schema, ...queryLogger(options.onQuery) });
  let closed = false;
  const unlimited = async <T>(work: () => Promise<T>): Promise<T> => {
    await client.exec('set statement_timeout = 0');
    try {
      return await work();
    } finally {
      await client.exec(`set statement_timeout = ${timeout}`).catch(() => undefined);
    }
  };
  return {
    db,
    kind: 'pglite',
    migrate: () => unlimited(() => migratePglite(db, { migrationsFolder })),
    maintenance: (work) => unlimited(() => work(db)),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock?.();
      }
    },
    dumpDataDir: async () => client.dumpDataDir('gzip'),
    jobQueueTarget: { kind: 'pglite', client },
  };
}

/**
 * Session settings for the API's connections: many short concurrent queries, where compiling a plan
 * (JIT) or starting parallel workers costs more than it saves (docs/benchmarks.md, search).
 */
export const API_SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

async function openPostgres(url: string, poolSize = 10, onQuery?: QueryObserver, statementTimeoutMs?: number): Promise<DatabaseHandle> {
  // Connections stay open when idle (pg closes them after 10 s by default): a new server process maps
  // every shared buffer page it touches anew, which made the first searches on it several times slower.
  // Set per connection at its start, so every pooled connection has it.
  const options = `${API_SESSION_OPTIONS} -c statement_timeout=${timeoutSetting(statementTimeoutMs)}`;
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 0, options });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema, ...queryLogger(onQuery) });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several API processes may start at once: one migrates, the others wait and find nothing to do.
      const client = await pool.connect();
      try {
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.query('reset statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    maintenance: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('set statement_timeout = 0');
        return await work(drizzleNodePg(client, { schema, ...queryLogger(onQuery) }));
      } finally {
        await client.query('reset statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    jobQueueTarget: { kind: 'postgres', url },
  };
}
