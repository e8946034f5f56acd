import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { DatabaseHandle } from '../../db/open-database';
import { openTestDatabase } from '../../testing/test-database';
import type { CheckoutEngine } from '../checkout-engine';
import { merchants, offers } from '../../db/schema';

export interface TestOffer {
  offerId: string;
  merchantId: string;
  price: number;
}

export interface KoriCheckoutOffer {
  id: number;
  price: number;
  merchantId: string;
}

/**
 * FI offers of merchants that sell through Kori (from the seeded catalogue): in the database's order,
 * cheapest first, or by merchant and offer id; at most `limit` of them.
 */
export async function koriCheckoutOffers(db: Database, { order, limit }: { order?: 'cheapest' | 'merchant'; limit?: number } = {}): Promise<KoriCheckoutOffer[]> {
  let query = db
    .select({ id: offers.id, price: offers.price, merchantId: offers.merchantId })
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(and(eq(offers.region, 'FI'), eq(merchants.purchaseMode, 'KORI_CHECKOUT')))
    .$dynamic();
  if (order === 'cheapest') query = query.orderBy(offers.price);
  if (order === 'merchant') query = query.orderBy(offers.merchantId, offers.id);
  if (limit !== undefined) query = query.limit(limit);
  return query;
}

/** Two offers from each of two FI merchants that sell through Kori (from the seeded catalogue). */
export async function twoKoriCheckoutMerchants(db: Database): Promise<{ merchantA: TestOffer[]; merchantB: TestOffer[] }> {
  const rows = await koriCheckoutOffers(db, { order: 'merchant' });
  const byMerchant = new Map<string, TestOffer[]>();
  for (const row of rows) byMerchant.set(row.merchantId, [...(byMerchant.get(row.merchantId) ?? []), { offerId: String(row.id), merchantId: row.merchantId, price: row.price }]);
  const picked = [...byMerchant.values()].filter((list) => list.length >= 2);
  return { merchantA: picked[0]!.slice(0, 2), merchantB: picked[1]!.slice(0, 2) };
}

export interface EngineTestData {
  /** The file's test database (PGlite, seeded), open from the first test to the last. */
  readonly handle: DatabaseHandle;
  /** Two offers of one FI merchant that sells through Kori, and two of another. */
  readonly merchantA: TestOffer[];
  readonly merchantB: TestOffer[];
  /** Engines a test started; each is stopped after its test. */
  readonly running: CheckoutEngine[];
}

/** The shared set-up of checkout-engine tests: one test database, two merchants' offers, engines stopped after each test. */
export function useEngineTestData(): EngineTestData {
  let handle: DatabaseHandle | undefined;
  let picked: { merchantA: TestOffer[]; merchantB: TestOffer[] } | undefined;
  const running: CheckoutEngine[] = [];
  beforeAll(async () => {
    handle = await openTestDatabase();
    picked = await twoKoriCheckoutMerchants(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((engine) => engine.stop({ timeoutMs: 1000 })));
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the engine test data is ready only inside the tests of the file that uses it');
    return value;
  };
  return {
    get handle() {
      return ready(handle);
    },
    get merchantA() {
      return ready(picked).merchantA;
    },
    get merchantB() {
      return ready(picked).merchantB;
    },
    running,
  };
}
