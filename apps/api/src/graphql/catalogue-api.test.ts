import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { rankOffers } from '../domain/offer-ranking';
import { useTestApi } from '../testing/use-test-api';

const t = useTestApi();

describe('categories', () => {
  it('lists departments with names per language, children and product counts', async () => {
    const { categories } = await t.data<{ categories: { id: string; name: string; fi: string; level: number; productCount: number; children: { id: string }[] }[] }>(
      '{ categories { id name(language: EN) fi: name level productCount children { id } } }',
    );
    expect(categories.map((c) => c.id)).toEqual(['electronics', 'home-appliances', 'sports-and-outdoors', 'home-and-garden', 'health-and-beauty', 'toys-and-games']);
    expect(categories[0]).toMatchObject({ name: 'Electronics', fi: 'Elektroniikka', level: 1 });
    expect(categories.reduce((sum, c) => sum + c.productCount, 0)).toBe(200);
    expect(categories[0]!.children.length).toBeGreaterThan(3);
  });

  it('gives a deep category with its path, parent and subtree count', async () => {
    const { category } = await t.data<{ category: { id: string; level: number; name: string; path: { id: string }[]; parent: { id: string }; productCount: number } }>(
      '{ category(id: "flagship-android-phones") { id level name(language: SV) path { id } parent { id } productCount } }',
    );
    expect(category).toMatchObject({ id: 'flagship-android-phones', level: 6, name: 'Android-toppmodeller', parent: { id: 'android-phones' } });
    expect(category.path.map((c) => c.id)).toEqual(['electronics', 'phones-and-accessories', 'mobile-phones', 'smartphones', 'android-phones', 'flagship-android-phones']);
    const [row] = await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from products where category_id = 'flagship-android-phones'`);
    expect(category.productCount).toBe(row!.n);
    expect((await t.data<{ category: null }>('{ category(id: "no-such-category") { id } }')).category).toBeNull();
    const { categories } = await t.data<{ categories: { id: string }[] }>('{ categories(rootId: "smartphones") { id } }');
    expect(categories.map((c) => c.id)).toEqual(['android-phones', 'rugged-phones']);
  });
});

describe('product', () => {
  const productQuery = `query Product($id: ID!, $region: Region!) {
    product(id: $id) {
      id name slug imageUrl popularity brand { id name } category { id }
      description(language: EN) fi: description specs(language: NL) { name value }
      offerCount(region: $region)
      bestOffer(region: $region) { id }
      offers(region: $region) {
        id rank rankReason stockStatus stockQuantity url
        price { price currency } deliveryCost { price } totalPrice { price currency }
        merchant { id region deliveryTerms { deliveryCost { price } freeDeliveryThreshold { price } } }
      }
      priceInsight(region: $region) { current { price currency } lowest30Days { price } trend90Days { price } dropPercent isDeal }
      priceHistory(region: $region, days: 30) { region days points { date price { price } } lowest { price } highest { price } }
    }
  }`;

  interface OfferView {
    id: string;
    rank: number;
    rankReason: string;
    stockStatus: string;
    url: string;
    price: { price: string; currency: string };
    deliveryCost: { price: string };
    totalPrice: { price: string; currency: string };
    merchant: { id: string; region: string };
  }

  it('ranks offers by total price with delivery, out-of-stock last, in the region’s currency', async () => {
    // A product with several offers in SE, one of them out of stock.
    const [pick] = await queryRows<{ product_id: number }>(
      t.db.db,
      sql`select product_id from offers where region = 'SE' group by product_id
        having count(*) >= 4 and bool_or(stock_quantity = 0) and bool_or(stock_quantity > 0) order by product_id limit 1`,
    );
    const { product } = await t.data<{ product: { offers: OfferView[]; offerCount: number; bestOffer: { id: string } } }>(productQuery, {
      id: String(pick!.product_id),
      region: 'SE',
    });
    const offers = product.offers;
    expect(product.offerCount).toBe(offers.length);
    expect(product.bestOffer.id).toBe(offers[0]!.id);
    expect(offers.map((o) => o.rank)).toEqual(offers.map((_, i) => i + 1));
    for (const offer of offers) {
      expect(offer.merchant.region).toBe('SE');
      expect(offer.price.currency).toBe('SEK');
      expect(offer.totalPrice.currency).toBe('SEK');
      expect(Number(offer.totalPrice.price)).toBeCloseTo(Number(offer.price.price) + Number(offer.deliveryCost.price), 2);
      expect(offer.url).toBe(`http://127.0.0.1:4010/merchants/${offer.merchant.id}/products/${offer.id}`);
    }
    const inStock = offers.filter((o) => o.stockStatus !== 'OUT_OF_STOCK');
    const totals = inStock.map((o) => Number(o.totalPrice.price));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(offers.slice(inStock.length).every((o) => o.stockStatus === 'OUT_OF_STOCK' && o.rankReason === 'OUT_OF_STOCK_LAST')).toBe(true);
    expect(inStock.length).toBeLessThan(offers.length);

    // The same ranking the domain rule gives for the rows in the database.
    const rows = await queryRows<{ id: number; price: number; stock_quantity: number; delivery_cost: number; free_delivery_threshold: number | null; rating: number }>(
      t.db.db,
      sql`select o.id, o.price, o.stock_quantity, m.delivery_cost, m.free_delivery_threshold, m.rating from offers o join merchants m on m.id = o.merchant_id
        where o.product_id = ${pick!.product_id} and o.region = 'SE'`,
    );
    const expected = rankOffers(
      rows.map((r) => ({ id: r.id, price: r.price, stockQuantity: r.stock_quantity, merchant: { deliveryCost: r.delivery_cost, freeDeliveryThreshold: r.free_delivery_threshold, rating: r.rating } })),
    );
    expect(offers.map((o) => [o.id, o.rankReason])).toEqual(expected.map((o) => [String(o.id), o.rankReason]));
  });

  it('applies the free-delivery threshold to the delivery cost', async () => {
    const [pick] = await queryRows<{ product_id: number; offer_id: number; region: string }>(
      t.db.db,
      sql`select o.product_id, o.id as offer_id, o.region from offers o join merchants m on m.id = o.merchant_id
        where m.free_delivery_threshold is not null and o.price >= m.free_delivery_threshold and m.delivery_cost > 0 order by o.id limit 1`,
    );
    const { product } = await t.data<{ product: { offers: OfferView[] } }>(productQuery, { id: String(pick!.product_id), region: pick!.region });
    const offer = product.offers.find((o) => o.id === String(pick!.offer_id))!;
    expect(offer.deliveryCost.price).toBe('0.00');
    expect(offer.totalPrice.price).toBe(offer.price.price);
  });

  it('answers texts by language and the price facts by the deal rule', async () => {
    const [deal] = await queryRows<{ product_id: number; region: string }>(
      t.db.db,
      sql`select product_id, region from product_price_stats where is_deal order by drop_percent desc limit 1`,
    );
    const { product } = await t.data<{
      product: {
        name: string;
        imageUrl: string;
        description: string;
        fi: string;
        specs: { name: string; value: string }[];
        brand: { name: string };
        priceInsight: { current: { price: string; currency: string }; lowest30Days: { price: string }; trend90Days: { price: string }; dropPercent: number; isDeal: boolean };
        priceHistory: { region: string; days: number; points: { date: string; price: { price: string } }[]; lowest: { price: string }; highest: { price: string } };
      };
    }>(productQuery, { id: String(deal!.product_id), region: deal!.region });
    expect(product.imageUrl).toBe(`/images/products/${deal!.product_id}.svg`);
    expect(product.description).toContain(' by ');
    expect(product.fi).toContain('tuoteryhmässä');
    expect(product.specs.length).toBeGreaterThan(2);
    const insight = product.priceInsight;
    expect(insight.isDeal).toBe(true);
    expect(insight.dropPercent).toBeGreaterThanOrEqual(5);
    expect(Number(insight.current.price)).toBeLessThan(Number(insight.trend90Days.price));
    // The reduction is stated against the 30-day lowest (EU Omnibus rule), not the 90-day average.
    expect(Number(insight.current.price)).toBeLessThan(Number(insight.lowest30Days.price));
    expect(insight.dropPercent).toBe(Math.floor((1 - Number(insight.current.price) / Number(insight.lowest30Days.price)) * 100 + 1e-9));
    const history = product.priceHistory;
    expect(history).toMatchObject({ region: deal!.region, days: 30 });
    expect(history.points.length).toBeGreaterThanOrEqual(28);
    expect(history.points.length).toBeLessThanOrEqual(30);
    const prices = history.points.map((p) => Number(p.price.price));
    expect(Number(history.lowest.price)).toBe(Math.min(...prices));
    expect(Number(history.highest.price)).toBe(Math.max(...prices));
    expect(history.points[history.points.length - 1]!.price.price).toBe(insight.current.price);
    // The 30 days before today: every point but today's.
    expect(Number(insight.lowest30Days.price)).toBe(Math.min(...prices.slice(0, -1)));
  });

  it('answers null for unknown or malformed ids', async () => {
    expect((await t.data<{ product: null }>('{ product(id: "999999") { id } }')).product).toBeNull();
    expect((await t.data<{ product: null }>('{ product(id: "abc") { id } }')).product).toBeNull();
  });

  it('refuses a history span out of range', async () => {
    const result = await t.graphql('{ product(id: "1") { priceHistory(region: FI, days: 5000) { days } } }');
    expect(result.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});

describe('products listing', () => {
  const listingQuery = `query Listing($region: Region!, $filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {
    products(region: $region, filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
      totalCount page perPage
      products { id brand { id } category { id path { id } } bestOffer(region: $region) { totalPrice { price currency } stockStatus merchant { id } } priceInsight(region: $region) { isDeal } }
      facets { categories { id label count } brands { id count } merchants { id count } price { min { price } max { price } } inStockCount }
    }
  }`;

  interface Listing {
    totalCount: number;
    page: number;
    perPage: number;
    products: {
      id: string;
      brand: { id: string };
      category: { id: string; path: { id: string }[] };
      bestOffer: { totalPrice: { price: string; currency: string }; stockStatus: string; merchant: { id: string } } | null;
      priceInsight: { isDeal: boolean };
    }[];
    facets: {
      categories: { id: string; label: string; count: number }[];
      brands: { id: string; count: number }[];
      merchants: { id: string; count: number }[];
      price: { min: { price: string }; max: { price: string } };
      inStockCount: number;
    };
  }

  const list = async (variables: Record<string, unknown>) => (await t.data<{ products: Listing }>(listingQuery, variables)).products;

  it('filters by category including descendants, and pages without overlap', async () => {
    const all = await list({ region: 'FI', filter: { categoryId: 'electronics' }, perPage: 100 });
    const [count] = await queryRows<{ n: number }>(
      t.db.db,
      sql`select count(distinct o.product_id)::int as n from offers o join products p on p.id = o.product_id where o.region = 'FI'
        and p.category_id in (with recursive sub as (select id from categories where id = 'electronics' union all select c.id from categories c join sub on c.parent_id = sub.id) select id from sub)`,
    );
    expect(all.totalCount).toBe(count!.n);
    expect(all.products.every((p) => p.category.path[0]!.id === 'electronics')).toBe(true);

    const first = await list({ region: 'FI', filter: { categoryId: 'electronics' }, page: 1, perPage: 10 });
    const second = await list({ region: 'FI', filter: { categoryId: 'electronics' }, page: 2, perPage: 10 });
    expect(first).toMatchObject({ page: 1, perPage: 10, totalCount: all.totalCount });
    expect(first.products).toHaveLength(10);
    expect(second.products.map((p) => p.id)).toEqual(all.products.slice(10, 20).map((p) => p.id));
    expect(new Set([...first.products, ...second.products].map((p) => p.id)).size).toBe(20);
    // Category facets count the children of the filtered category.
    const facetTotal = first.facets.categories.reduce((sum, f) => sum + f.count, 0);
    expect(facetTotal).toBe(all.totalCount);
    expect(first.facets.categories.find((f) => f.id === 'phones-and-accessories')?.label).toBe('Puhelimet ja tarvikkeet');
  });

  it('sorts by total price both ways', async () => {
    const ascending = await list({ region: 'NL', sort: 'TOTAL_PRICE_ASC', filter: { inStockOnly: true }, perPage: 30 });
    const totals = ascending.products.map((p) => Number(p.bestOffer!.totalPrice.price));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(ascending.products.every((p) => p.bestOffer!.totalPrice.currency === 'EUR')).toBe(true);
    const descending = await list({ region: 'NL', sort: 'TOTAL_PRICE_DESC', filter: { inStockOnly: true }, perPage: 30 });
    const down = descending.products.map((p) => Number(p.bestOffer!.totalPrice.price));
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('filters by brand, merchant, price range, stock and deals', async () => {
    const base = await list({ region: 'SE', perPage: 1 });
    const brand = base.facets.brands[0]!;
    const byBrand = await list({ region: 'SE', filter: { brandIds: [brand.id] }, perPage: 100 });
    expect(byBrand.totalCount).toBe(brand.count);
    expect(byBrand.products.every((p) => p.brand.id === brand.id)).toBe(true);
    // The brand facet ignores the brand filter, so the other brands stay visible.
    expect(byBrand.facets.brands.length).toBe(base.facets.brands.length);

    const merchant = base.facets.merchants[0]!;
    const byMerchant = await list({ region: 'SE', filter: { merchantIds: [merchant.id] }, perPage: 1 });
    expect(byMerchant.totalCount).toBe(merchant.count);

    const ranged = await list({ region: 'SE', filter: { minPrice: '500', maxPrice: '2000.50', inStockOnly: true }, perPage: 100 });
    expect(ranged.totalCount).toBeGreaterThan(0);
    for (const product of ranged.products) {
      const total = Number(product.bestOffer!.totalPrice.price);
      expect(total).toBeGreaterThanOrEqual(500);
      expect(total).toBeLessThanOrEqual(2000.5);
    }
    expect(base.facets.inStockCount).toBeLessThanOrEqual(base.totalCount);

    const deals = await list({ region: 'SE', filter: { dealsOnly: true }, perPage: 100 });
    expect(deals.totalCount).toBeGreaterThan(0);
    expect(deals.products.every((p) => p.priceInsight.isDeal)).toBe(true);
  });

  it('refuses bad paging and prices with BAD_USER_INPUT', async () => {
    for (const variables of [{ region: 'FI', perPage: 500 }, { region: 'FI', page: 0 }, { region: 'FI', filter: { minPrice: '12,50' } }]) {
      const result = await t.graphql(listingQuery, variables);
      expect(result.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    }
  });

  it('answers an empty listing for an unknown category', async () => {
    const result = await list({ region: 'FI', filter: { categoryId: 'nope' } });
    expect(result.totalCount).toBe(0);
    expect(result.products).toEqual([]);
  });
});

describe('deals, search, landing pages, merchants', () => {
  it('lists deals biggest drop first, with the best offer and the 30-day lowest', async () => {
    const { deals } = await t.data<{
      deals: { totalCount: number; deals: { product: { id: string; category: { path: { id: string }[] } }; offer: { price: { price: string } }; insight: { dropPercent: number; isDeal: boolean; lowest30Days: { price: string } | null } }[] };
    }>('{ deals(region: FI, perPage: 50) { totalCount deals { product { id category { path { id } } } offer { price { price } } insight { dropPercent isDeal lowest30Days { price } } } } }');
    expect(deals.totalCount).toBeGreaterThan(0);
    const drops = deals.deals.map((d) => d.insight.dropPercent);
    expect(drops).toEqual([...drops].sort((a, b) => b - a));
    for (const deal of deals.deals) {
      expect(deal.insight.isDeal).toBe(true);
      expect(deal.insight.lowest30Days).not.toBeNull();
      // The offer shown is never priced above the 30-day lowest printed next to it.
      expect(Number(deal.offer.price.price)).toBeLessThan(Number(deal.insight.lowest30Days!.price));
    }
    const department = deals.deals[0]!.product.category.path[0]!.id;
    const within = await t.data<{ deals: { deals: { product: { category: { path: { id: string }[] } } }[] } }>(
      `{ deals(region: FI, categoryId: "${department}") { deals { product { category { path { id } } } } } }`,
    );
    expect(within.deals.deals.length).toBeGreaterThan(0);
    expect(within.deals.deals.every((d) => d.product.category.path[0]!.id === department)).toBe(true);
  });

  it('searches names and category words, and suggests a spelling when nothing matches', async () => {
    const [sample] = await queryRows<{ id: number; name: string; brand_id: string }>(
      t.db.db,
      sql`select p.id, p.name, p.brand_id from products p join product_price_stats s on s.product_id = p.id and s.region = 'FI' order by p.id limit 1`,
    );
    const words = sample!.name.split(' ');
    const { search } = await t.data<{ search: { totalCount: number; products: { id: string }[]; suggestions: string[] } }>(
      'query S($q: String!) { search(region: FI, query: $q, perPage: 50) { totalCount products { id } suggestions } }',
      { q: `${words[0]} ${words[1]}` },
    );
    expect(search.products.map((p) => p.id)).toContain(String(sample!.id));
    expect(search.products[0]!.id).toBe(String(sample!.id));

    // A brand with two letters swapped still finds the brand's products (typo tolerance).
    const typo = await t.data<{ search: { totalCount: number; suggestions: string[] } }>('{ search(region: FI, query: "lumoi") { totalCount suggestions } }');
    expect(typo.search.totalCount).toBeGreaterThan(0);
    const corrected = await t.data<{ search: { totalCount: number } }>('{ search(region: FI, query: "lumio") { totalCount } }');
    expect(corrected.search.totalCount).toBeGreaterThan(0);

    const category = await t.data<{ search: { totalCount: number } }>('{ search(region: FI, query: "smartphones") { totalCount } }');
    expect(category.search.totalCount).toBeGreaterThan(0);
  });

  it('autocompletes products and categories', async () => {
    const { autocomplete } = await t.data<{ autocomplete: { label: string; product: { id: string } | null; category: { id: string } | null }[] }>(
      '{ autocomplete(region: FI, query: "älypuh", limit: 5) { label product { id } category { id } } }',
    );
    expect(autocomplete.some((s) => s.category?.id === 'smartphones' && s.label === 'Älypuhelimet')).toBe(true);
  });

  it('finds the price landing page by `<product-slug>-price`', async () => {
    const [row] = await queryRows<{ id: number; slug: string }>(t.db.db, sql`select id, slug from products order by id limit 1`);
    const { priceLandingPage } = await t.data<{ priceLandingPage: { slug: string; product: { id: string } } }>(
      `{ priceLandingPage(slug: "${row!.slug}-price") { slug product { id } } }`,
    );
    expect(priceLandingPage).toEqual({ slug: `${row!.slug}-price`, product: { id: String(row!.id) } });
    expect((await t.data<{ priceLandingPage: null }>(`{ priceLandingPage(slug: "${row!.slug}") { slug } }`)).priceLandingPage).toBeNull();
  });

  it('lists merchants, per region when asked', async () => {
    const all = await t.data<{ merchants: { id: string; region: string }[] }>('{ merchants { id region } }');
    expect(all.merchants.length).toBeGreaterThanOrEqual(40);
    const se = await t.data<{ merchants: { region: string; deliveryTerms: { deliveryCost: { currency: string } } }[] }>(
      '{ merchants(region: SE) { region deliveryTerms { deliveryCost { currency } } } }',
    );
    expect(se.merchants.every((m) => m.region === 'SE' && m.deliveryTerms.deliveryCost.currency === 'SEK')).toBe(true);
  });
});

describe('mutations', () => {
  it('records an offer click for an offer of that product only', async () => {
    const [offer] = await queryRows<{ id: number; product_id: number }>(t.db.db, sql`select id, product_id from offers order by id limit 1`);
    const click = await t.data<{ recordOfferClick: boolean }>(
      'mutation C($p: ID!, $o: ID!) { recordOfferClick(productId: $p, offerId: $o, locale: "sv-SE", clientId: "client-1") }',
      { p: String(offer!.product_id), o: String(offer!.id) },
    );
    expect(click.recordOfferClick).toBe(true);
    const wrong = await t.data<{ recordOfferClick: boolean }>('mutation { recordOfferClick(productId: "999999", offerId: "1", locale: "fi-FI") }');
    expect(wrong.recordOfferClick).toBe(false);
    const [stored] = await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from offer_clicks where client_id = 'client-1' and locale = 'sv-SE'`);
    expect(stored!.n).toBe(1);
  });

  it('stores valid analytics events, skips invalid ones and refuses more than 50', async () => {
    const event = (name: string, params = '{"page":"/"}') => ({ name, occurredAt: '2025-06-01T10:00:00.000Z', clientId: 'c-analytics', params });
    const result = await t.data<{ recordAnalyticsEvents: { accepted: number } }>(
      'mutation A($events: [AnalyticsEventInput!]!) { recordAnalyticsEvents(events: $events) { accepted } }',
      { events: [event('page_view'), event('add_to_cart', '{"value":1}'), event('Bad Name'), event('page_view', '[1,2]'), event('page_view', 'not json')] },
    );
    expect(result.recordAnalyticsEvents.accepted).toBe(2);
    const rows = await queryRows<{ name: string; params: unknown }>(t.db.db, sql`select name, params from analytics_events where client_id = 'c-analytics' order by id`);
    expect(rows).toEqual([
      { name: 'page_view', params: { page: '/' } },
      { name: 'add_to_cart', params: { value: 1 } },
    ]);
    const tooMany = await t.graphql('mutation A($events: [AnalyticsEventInput!]!) { recordAnalyticsEvents(events: $events) { accepted } }', {
      events: Array.from({ length: 51 }, () => event('page_view')),
    });
    expect(tooMany.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});
