import { sql } from 'drizzle-orm';
import { createLogger } from '@kori/util-log';
import { openTestDatabase } from '../testing/test-database';
import { queryRows } from './database';
import { openDatabase, type DatabaseHandle } from './open-database';
import { prepareDatabase } from './prepare-database';
import { isCatalogueEmpty } from './seed/seed-database';

function recordingLogger() {
  const messages: string[] = [];
  const logger = createLogger({ service: 'api-test', level: 'debug', write: (line) => messages.push(JSON.parse(line).msg as string) });
  return { logger, messages };
}

async function productCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from products`);
  return row?.count ?? -1;
}

describe('prepareDatabase (what the API does at start)', () => {
  it('leaves an existing catalogue alone on later starts', async () => {
    const handle = await openTestDatabase();
    try {
      const before = await productCount(handle);
      expect(before).toBeGreaterThan(0);
      const { logger, messages } = recordingLogger();
      await prepareDatabase(handle, { seed: 'demo', logger });
      expect(await productCount(handle)).toBe(before);
      expect(messages).toEqual(['database migrated']);
    } finally {
      await handle.close();
    }
  });

  it('only migrates with SEED=none', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      const { logger, messages } = recordingLogger();
      await prepareDatabase(handle, { seed: 'none', logger });
      expect(await isCatalogueEmpty(handle.db)).toBe(true);
      expect(messages).toEqual(['database migrated']);
    } finally {
      await handle.close();
    }
  }, 120_000);

  // What `npm start` does on a fresh machine: the demo catalogue, then the demo shopper's orders.
  it('seeds the demo catalogue and the demo orders into an empty database', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      const { logger, messages } = recordingLogger();
      await prepareDatabase(handle, { seed: 'demo', logger });
      expect(await productCount(handle)).toBe(3000);
      expect(messages).toContain('demo orders seeded');
      const [orders] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from orders`);
      expect(orders?.count).toBe(3);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
