import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-database';
import { queryRows } from './database';
import type { Database } from './database';
import type { DatabaseHandle } from './open-database';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase({ statementTimeoutMs: 300 });
});

afterAll(async () => {
  await handle?.close();
});

async function timeout(db: Database): Promise<string | undefined> {
  const [row] = await queryRows<{ statement_timeout: string }>(db, sql`show statement_timeout`);
  return row?.statement_timeout;
}

describe('statement timeout', () => {
  it('is set on the sessions the requests use', async () => {
    expect(await Promise.all([timeout(handle.db), timeout(handle.db), timeout(handle.db)])).toEqual(['300ms', '300ms', '300ms']);
  });

  it('is lifted for maintenance work and applies again after it', async () => {
    expect(await handle.maintenance((db) => timeout(db))).toBe('0');
    expect(await timeout(handle.db)).toBe('300ms');
  });

  // PGlite takes the setting but, single-threaded, cannot interrupt a running statement; PostgreSQL
  // (the tests run on it when DATABASE_URL is set) cancels it.
  it('cancels a longer statement on PostgreSQL and keeps serving', async () => {
    const failure = await handle.db.execute(sql`select pg_sleep(1)`).then(
      () => null,
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );
    expect(failure).toBe(handle.kind === 'postgres' ? 'canceling statement due to statement timeout' : null);
    expect(await timeout(handle.db)).toBe('300ms');
  });
});
