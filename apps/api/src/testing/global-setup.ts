import './resolve-workspace-aliases';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { utcToday } from '../domain/calendar-date';
import { findRepoRoot } from '../config/repo-root';
import { openDatabase } from '../db/open-database';
import { seedDatabase } from '../db/seed/seed-database';
import { resetPostgresSchema, TEST_DUMP_ENV } from './test-database';

const CACHE_DIR = join(tmpdir(), 'kori-api-test-db');
const KEEP_CACHED = 3;

/**
 * What the prepared database depends on: migrations, the API's source (schema, seed, price rules),
 * the PGlite version and the date (history ends today). Any change gives a new dump.
 */
function preparedDatabaseKey(): string {
  const root = findRepoRoot();
  const hash = createHash('sha256');
  const dirs = ['apps/api/drizzle', 'apps/api/src', 'libs/catalogue-seed/src'];
  for (const dir of dirs) {
    const files = (readdirSync(join(root, dir), { recursive: true }) as string[])
      .filter((file) => !file.endsWith('.test.ts') && statSync(join(root, dir, file)).isFile())
      .sort();
    for (const file of files) hash.update(relative(root, join(root, dir, file))).update(readFileSync(join(root, dir, file)));
  }
  hash.update(JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version as string);
  hash.update(utcToday());
  return hash.digest('hex').slice(0, 24);
}

function pruneCache(): void {
  const entries = readdirSync(CACHE_DIR)
    .filter((name) => name.endsWith('.tar.gz'))
    .map((name) => ({ name, at: statSync(join(CACHE_DIR, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const entry of entries.slice(KEEP_CACHED)) rmSync(join(CACHE_DIR, entry.name), { force: true });
}

/**
 * Prepares the tiny catalogue once for the whole api test run. PGlite: migrated, seeded and dumped to
 * a file that each test file loads its own copy from (about a second); the dump is reused by later
 * runs until the code or the date changes. PostgreSQL (DATABASE_URL set): that database, rebuilt.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  if (url) {
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    try {
      await resetPostgresSchema(handle);
      await handle.migrate();
      await seedDatabase(handle.db, { size: 'tiny' });
    } finally {
      await handle.close();
    }
    return;
  }

  mkdirSync(CACHE_DIR, { recursive: true });
  const path = join(CACHE_DIR, `tiny-${preparedDatabaseKey()}.tar.gz`);
  process.env[TEST_DUMP_ENV] = path;
  if (existsSync(path)) return;

  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { size: 'tiny' });
    if (!handle.dumpDataDir) throw new Error('PGlite handle cannot dump its data directory');
    const dump = await handle.dumpDataDir();
    // Write then rename, so a parallel run never loads half a file.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await handle.close();
  }
  pruneCache();
}
