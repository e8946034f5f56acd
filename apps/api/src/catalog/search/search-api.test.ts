import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import { useTestApi } from '../../testing/use-test-api';

const t = useTestApi();

interface SearchResult {
  totalCount: number;
  page: number;
  perPage: number;
  suggestions: string[];
  products: { id: string; name: string; brand: { id: string }; popularity: number; bestOffer: { totalPrice: { price: string } } | null }[];
}

const SEARCH = `query S($q: String!, $filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {
  search(region: FI, query: $q, filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
    totalCount page perPage suggestions
    products { id name brand { id } popularity bestOffer(region: FI) { totalPrice { price } } }
  }
}`;

async function search(variables: Record<string, unknown>): Promise<SearchResult> {
  return (await t.data<{ search: SearchResult }>(SEARCH, variables)).search;
}

/** A product sold in Finland whose name has at least two words, with its model word. */
async function sampleProduct(): Promise<{ id: number; name: string; brand_id: string }> {
  const [row] = await queryRows<{ id: number; name: string; brand_id: string }>(
    t.db.db,
    sql`select p.id, p.name, p.brand_id from products p join product_price_stats s on s.product_id = p.id and s.region = 'FI' and s.offer_count > 0
      where p.name like '% %' order by p.popularity desc, p.id limit 1`,
  );
  return row!;
}

describe('search', () => {
  it('ranks the product whose name matches first (name weighs more than category words)', async () => {
    const sample = await sampleProduct();
    const result = await search({ q: sample.name });
    expect(result.products[0]!.id).toBe(String(sample.id));
  });

  it('tolerates typos: swapped letters in a brand still find its products', async () => {
    const lumio = await search({ q: 'lumio', perPage: 100 });
    expect(lumio.totalCount).toBeGreaterThan(0);
    const typo = await search({ q: 'lumoi', perPage: 100 });
    expect(typo.totalCount).toBe(lumio.totalCount);
    expect(typo.products.every((p) => p.brand.id === 'lumio' || p.name.toLowerCase().includes('lumio'))).toBe(true);
    // Two letters of a longer word.
    const kestrel = await search({ q: 'kestrel' });
    expect((await search({ q: 'kesterl' })).totalCount).toBe(kestrel.totalCount);
  });

  it('suggests a spelling when nothing matches', async () => {
    const none = await search({ q: 'lumio xqzzv' });
    expect(none.totalCount).toBe(0);
    expect(none.products).toEqual([]);
    const unknown = await search({ q: 'zzqqxxwv' });
    expect(unknown).toMatchObject({ totalCount: 0, suggestions: [] });
  });

  it('filters by brand and price, and the facets honour the other filters', async () => {
    const all = await t.data<{
      search: {
        totalCount: number;
        facets: { brands: { id: string; count: number }[]; price: { min: { price: string } | null; max: { price: string } | null } };
      };
    }>('{ search(region: FI, query: "phones") { totalCount facets { brands { id count } price { min { price } max { price } } } } }');
    expect(all.search.totalCount).toBeGreaterThan(1);
    const brand = all.search.facets.brands[0]!;
    expect(all.search.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(all.search.totalCount);
    const filtered = await t.data<{
      search: { totalCount: number; products: { brand: { id: string } }[]; facets: { brands: { id: string; count: number }[] } };
    }>(
      `{ search(region: FI, query: "phones", filter: { brandIds: ["${brand.id}"] }, perPage: 100) { totalCount products { brand { id } } facets { brands { id count } } } }`,
    );
    expect(filtered.search.totalCount).toBe(brand.count);
    expect(filtered.search.products.every((p) => p.brand.id === brand.id)).toBe(true);
    // The brand facet ignores its own filter: the other brands stay selectable.
    expect(filtered.search.facets.brands.length).toBe(all.search.facets.brands.length);

    const max = all.search.facets.price.min!.price;
    const cheap = await search({ q: 'phones', filter: { maxPrice: max }, perPage: 100 });
    expect(cheap.totalCount).toBeGreaterThan(0);
    expect(cheap.products.every((p) => Number(p.bestOffer!.totalPrice.price) <= Number(max))).toBe(true);
  });

  it('sorts by total price both ways and by popularity', async () => {
    const asc = await search({ q: 'phones', sort: 'TOTAL_PRICE_ASC', perPage: 100 });
    const prices = asc.products.map((p) => Number(p.bestOffer!.totalPrice.price));
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search({ q: 'phones', sort: 'TOTAL_PRICE_DESC', perPage: 100 });
    const descPrices = desc.products.map((p) => Number(p.bestOffer!.totalPrice.price));
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    const popular = await search({ q: 'phones', sort: 'POPULARITY', perPage: 100 });
    const popularity = popular.products.map((p) => p.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('loads cards for the listing, and a listed product still answers its description and specs', async () => {
    const sample = await sampleProduct();
    const fields = 'id description(language: EN) fi: description specs(language: NL) { name value }';
    const listed = await t.data<{ search: { products: { id: string }[] } }>(
      `query S($q: String!) { search(region: FI, query: $q, perPage: 1) { products { ${fields} } } }`,
      { q: sample.name },
    );
    const alone = await t.data<{ product: { id: string } }>(`query P($id: ID!) { product(id: $id) { ${fields} } }`, {
      id: String(sample.id),
    });
    expect(listed.search.products[0]).toEqual(alone.product);
    expect(alone.product).toMatchObject({ description: expect.any(String), fi: expect.any(String) });
  });

  it('pages through the results without gaps or repeats', async () => {
    const all = await search({ q: 'phones', sort: 'TOTAL_PRICE_ASC', perPage: 100 });
    const first = await search({ q: 'phones', sort: 'TOTAL_PRICE_ASC', perPage: 3, page: 1 });
    const second = await search({ q: 'phones', sort: 'TOTAL_PRICE_ASC', perPage: 3, page: 2 });
    expect(first).toMatchObject({ page: 1, perPage: 3, totalCount: all.totalCount });
    expect([...first.products, ...second.products].map((p) => p.id)).toEqual(all.products.slice(0, 6).map((p) => p.id));
  });
});

describe('autocomplete', () => {
  type Suggestion = { label: string; product: { id: string; name: string } | null; category: { id: string } | null };
  const AUTOCOMPLETE =
    'query A($q: String!) { autocomplete(region: FI, query: $q, limit: 6) { label product { id name } category { id } } }';

  it('starts at two characters and completes a brand prefix', async () => {
    expect((await t.data<{ autocomplete: Suggestion[] }>(AUTOCOMPLETE, { q: 'l' })).autocomplete).toEqual([]);
    const { autocomplete } = await t.data<{ autocomplete: Suggestion[] }>(AUTOCOMPLETE, { q: 'lum' });
    const products = autocomplete.filter((s) => s.product);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((s) => /lum/i.test(s.product!.name) || s.label.length > 0)).toBe(true);
    expect(products.some((s) => /lumio/i.test(s.product!.name))).toBe(true);
  });

  it('completes the last word of a longer text and corrects a typo', async () => {
    const sample = await sampleProduct();
    const words = sample.name.split(' ');
    const typed = `${words[0]} ${words[1]!.slice(0, 2)}`;
    const { autocomplete } = await t.data<{ autocomplete: Suggestion[] }>(AUTOCOMPLETE, { q: typed });
    expect(autocomplete.some((s) => s.product?.id === String(sample.id))).toBe(true);
    const typo = await t.data<{ autocomplete: Suggestion[] }>(AUTOCOMPLETE, { q: 'kesterl' });
    expect(typo.autocomplete.some((s) => /kestrel/i.test(s.product?.name ?? ''))).toBe(true);
  });
});
