import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-database';
import { firstRowOrNull, jsonColumn, PREPARED_TEXTS, preparedName, queryPreparedRows, queryRows, type Database } from './database';
import type { DatabaseHandle } from './open-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const firstProducts = (limit: number) => sql`select p.id, p.name from products p order by p.id limit ${limit}`;

describe('queryPreparedRows', () => {
  it('answers the same rows as queryRows, run after run', async () => {
    const expected = await queryRows<{ id: number; name: string }>(handle.db, firstProducts(5));
    expect(expected).toHaveLength(5);
    expect(await queryPreparedRows(handle.db, firstProducts(5))).toEqual(expected);
    expect(await queryPreparedRows(handle.db, firstProducts(5))).toEqual(expected);
    expect(await queryPreparedRows(handle.db, firstProducts(2))).toEqual(await queryRows(handle.db, firstProducts(2)));
  });

  it('leaves the statement prepared in the connection that ran it (PostgreSQL; PGlite runs it unprepared)', async () => {
    const names = await handle.db.transaction(async (tx) => {
      await queryPreparedRows(tx, firstProducts(3));
      return queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements`);
    });
    const text = 'select p.id, p.name from products p order by p.id limit $1';
    expect(names.map((row) => row.name).includes(preparedName(handle.db, text) ?? '')).toBe(handle.kind === 'postgres');
  });
});

describe('preparedName', () => {
  it('names a text the same each time, different texts differently, and stops naming new texts after PREPARED_TEXTS', () => {
    // A database of its own: names are kept per database (per session).
    const db = { _: { session: {} } } as unknown as Database;
    const first = preparedName(db, 'select 1');
    expect(first).toMatch(/^k_[0-9a-f]{20}$/);
    expect(preparedName(db, 'select 1')).toBe(first);
    expect(preparedName(db, 'select 2')).not.toBe(first);
    for (let i = 3; i <= PREPARED_TEXTS; i += 1) expect(preparedName(db, `select ${i}`)).toBeDefined();
    expect(preparedName(db, `select ${PREPARED_TEXTS + 1}`)).toBeUndefined();
    expect(preparedName(db, 'select 1')).toBe(first);
  });
});

describe('jsonColumn', () => {
  it('reads a json column whichever way the driver hands it over, and null as the empty value', async () => {
    expect(jsonColumn<number[]>([1, 2], [])).toEqual([1, 2]);
    expect(jsonColumn<number[]>('[1,2]', [])).toEqual([1, 2]);
    expect(jsonColumn<number[]>(null, [])).toEqual([]);
    const [row] = await queryRows<{ ids: number[] | string | null; none: number[] | string | null }>(
      handle.db,
      sql`select json_build_array(3, 4) as ids, null::json as none`,
    );
    expect(jsonColumn(row!.ids, [])).toEqual([3, 4]);
    expect(jsonColumn(row!.none, [])).toEqual([]);
  });
});

describe('firstRowOrNull', () => {
  it("answers a query's first row, or null when it finds none", async () => {
    expect(await firstRowOrNull(queryRows<{ n: number }>(handle.db, sql`select n from generate_series(7, 9) as n order by n`))).toEqual({ n: 7 });
    expect(await firstRowOrNull(queryRows<{ n: number }>(handle.db, sql`select 1 as n where false`))).toBeNull();
  });
});
