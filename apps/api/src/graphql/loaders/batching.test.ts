import { startTestApi, type TestApi } from '../../testing/start-test-api';

let t: TestApi;
const queries: string[] = [];

beforeAll(async () => {
  t = await startTestApi({ onQuery: (query) => queries.push(query) });
});

afterAll(async () => {
  await t?.close();
});

const listing = `query L($perPage: Int) {
  products(region: FI, perPage: $perPage) {
    products {
      name brand { name } category { name path { id } }
      bestOffer(region: FI) { totalPrice { price } merchant { title } }
      offerCount(region: FI)
      priceInsight(region: FI) { isDeal lowest30Days { price } }
    }
  }
}`;

async function countQueries(perPage: number): Promise<number> {
  // Warm the per-process caches first, so both runs measure only per-request work.
  await t.graphql(listing, { perPage: 1 });
  queries.length = 0;
  const result = await t.graphql<{ products: { products: unknown[] } }>(listing, { perPage });
  expect(result.body.errors).toBeUndefined();
  expect(result.body.data?.products.products).toHaveLength(perPage);
  return queries.length;
}

describe('batching', () => {
  it('answers a product list with the same few queries however long it is (no N+1)', async () => {
    const few = await countQueries(3);
    const many = await countQueries(40);
    expect(many).toBe(few);
    // page + count, products, brands, offers, price history
    expect(many).toBeLessThanOrEqual(6);
  });
});
