import { useTestApi } from '../../testing/use-test-api';

const queries: string[] = [];

const t = useTestApi({ onQuery: (query) => queries.push(query) });

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
    // page + count, products with their offers, price history (brands come from the catalogue cache)
    expect(many).toBeLessThanOrEqual(4);
  });

  it("brings a listing's offers with its cards: bestOffer and offerCount add no statement and match the product's own", async () => {
    const cardsOnly = `query L { products(region: FI, perPage: 5) { products { id name } } }`;
    const withOffers = `query L { products(region: FI, perPage: 5) {
      products { id offerCount(region: FI) bestOffer(region: FI) { id totalPrice { price } merchant { title } } offers(region: FI) { id rank } }
    } }`;
    await t.graphql(cardsOnly);
    queries.length = 0;
    await t.graphql(cardsOnly);
    const cardStatements = queries.length;
    queries.length = 0;
    const listed = await t.graphql<{ products: { products: { id: string; offerCount: number }[] } }>(withOffers);
    expect(listed.body.errors).toBeUndefined();
    expect(queries.length).toBe(cardStatements);
    const products = listed.body.data!.products.products;
    expect(products.some((p) => p.offerCount > 1)).toBe(true);
    for (const product of products) {
      const alone = await t.graphql<{ product: unknown }>(
        `query P($id: ID!) { product(id: $id) { id offerCount(region: FI) bestOffer(region: FI) { id totalPrice { price } merchant { title } } offers(region: FI) { id rank } } }`,
        { id: product.id },
      );
      expect(product).toEqual(alone.body.data!.product);
    }
  });
});
