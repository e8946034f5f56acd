import { sql } from 'drizzle-orm';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { queryRows } from './database';
import { DataDirInUseError } from './data-dir-lock';
import { databaseOptionsFromEnv, migrationsFolder, openDatabase, type DatabaseHandle } from './open-database';
import { useTempDir } from '../testing/temp-dir';

const LOCK_FILE = '.kori-api.lock';
const migrationFiles = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return row?.count ?? -1;
}

describe('databaseOptionsFromEnv', () => {
  it('uses the embedded database under PGLITE_DIR when DATABASE_URL is unset', () => {
    expect(databaseOptionsFromEnv({ PGLITE_DIR: '/srv/kori/.data/pglite' })).toEqual({ kind: 'pglite', dataDir: '/srv/kori/.data/pglite' });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://kori:secret@db.internal:5432/kori';
    expect(databaseOptionsFromEnv({ DATABASE_URL: url, PGLITE_DIR: '/ignored' })).toEqual({ kind: 'postgres', url });
  });
});

describe('file-backed PGlite', () => {
  const tempDir = useTempDir('kori-api-pglite-');

  it('is created under its data directory, migrated with pg_trgm on, locked while open, and migrating again on a restart changes nothing', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(readdirSync(dataDir)).toContain(LOCK_FILE);
      await first.migrate();
      await first.migrate();
      expect(await appliedMigrations(first)).toBe(migrationFiles.length);
      await first.db.execute(sql`insert into app_state (key, value) values ('open-database-test', 'kept')`);
    } finally {
      await first.close();
    }
    expect(readdirSync(dataDir).length).toBeGreaterThan(0);
    expect(readdirSync(dataDir)).not.toContain(LOCK_FILE);

    // A second process must not open it while its owner lives (the Jest parent is alive and not us)...
    writeFileSync(join(dataDir, LOCK_FILE), String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    // ...but a lock left by a process that died is taken over (far above any pid the kernel hands out).
    writeFileSync(join(dataDir, LOCK_FILE), '2147483646');
    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await second.migrate();
      expect(await appliedMigrations(second)).toBe(migrationFiles.length);
      const [kept] = await queryRows<{ value: string }>(second.db, sql`select value from app_state where key = 'open-database-test'`);
      expect(kept?.value).toBe('kept');
      const extensions = await queryRows<{ extname: string }>(second.db, sql`select extname from pg_extension`);
      expect(extensions.map((row) => row.extname)).toContain('pg_trgm');
      const [similar] = await queryRows<{ score: number }>(second.db, sql`select similarity('kuulokkeet', 'kuulokeet')::float as score`);
      expect(similar?.score).toBeGreaterThan(0.5);
    } finally {
      await second.close();
    }
  }, 180_000);
});
