import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import type { DatabaseHandle } from '../db/open-database';
import { openTestDatabase } from '../testing/test-database';
import { createSessionRevocations } from './session-revocations';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

const session = (sessionId: string, expiresAt: Date | null = null) => ({ userId: 'user-test-r', sessionId, email: null, expiresAt });

describe('session revocations', () => {
  it('reaches another API process through the database within the cache time', async () => {
    let clock = 1_000_000;
    const here = createSessionRevocations(handle.db, { cacheMs: 5000, now: () => clock });
    const elsewhere = createSessionRevocations(handle.db, { cacheMs: 5000, now: () => clock });
    expect(await here.isRevoked('session-a')).toBe(false);
    await elsewhere.revoke(session('session-a'));
    expect(await elsewhere.isRevoked('session-a')).toBe(true);
    clock += 5001;
    expect(await here.isRevoked('session-a')).toBe(true);
  });

  it('forgets rows of sessions that have ended anyway', async () => {
    const revocations = createSessionRevocations(handle.db);
    await revocations.revoke(session('session-old', new Date(Date.now() - 60_000)));
    await revocations.revoke(session('session-new', new Date(Date.now() + 60_000)));
    const rows = await queryRows<{ session_id: string }>(handle.db, sql`select session_id from revoked_sessions where session_id in ('session-old', 'session-new')`);
    expect(rows.map((row) => row.session_id)).toEqual(['session-new']);
  });
});
