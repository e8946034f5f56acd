import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/open-database';
import { seedDatabase } from '../db/seed/seed-database';
import { resetPostgresSchema, TEST_DUMP_ENV } from './test-database';

/**
 * Prepares the tiny catalogue once for the whole api test run: migrated and seeded, then dumped
 * (PGlite) so that each test file starts from its own copy in about a second.
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
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { size: 'tiny' });
    if (!handle.dumpDataDir) throw new Error('PGlite handle cannot dump its data directory');
    const dump = await handle.dumpDataDir();
    const dir = mkdtempSync(join(tmpdir(), 'kori-api-test-'));
    const path = join(dir, 'tiny.tar.gz');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    process.env[TEST_DUMP_ENV] = path;
  } finally {
    await handle.close();
  }
}
