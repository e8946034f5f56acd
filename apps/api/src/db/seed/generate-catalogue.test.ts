import { createHash } from 'node:crypto';
import { computePriceInsight } from '../../domain/price-insight';
import { SUPPORTED_REGIONS as REGIONS, currencyForRegion } from '@kori/region';
import { generateProductBatches, generateReferenceData, seedSizeConfigs, type ProductBatch } from '@kori/catalogue-seed/server';

const today = '2025-06-01';

function generateTiny(seed = 'kori'): { reference: ReturnType<typeof generateReferenceData>; batch: ProductBatch } {
  const reference = generateReferenceData(seed);
  const batch: ProductBatch = { products: [], offers: [], history: [] };
  for (const part of generateProductBatches(reference, { seed, config: seedSizeConfigs.tiny, today })) {
    batch.products.push(...part.products);
    batch.offers.push(...part.offers);
    batch.history.push(...part.history);
  }
  return { reference, batch };
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('seed generator', () => {
  const first = generateTiny();

  it('gives byte-identical data for the same seed', () => {
    const again = generateTiny();
    expect(digest(again.reference)).toBe(digest(first.reference));
    expect(again.batch.products.slice(0, 50)).toEqual(first.batch.products.slice(0, 50));
    expect(digest(again.batch)).toBe(digest(first.batch));
  });

  it('gives different data for another seed', () => {
    expect(digest(generateTiny('other').batch)).not.toBe(digest(first.batch));
  });

  it('does not depend on the batch size', () => {
    const reference = generateReferenceData('kori');
    const small = [...generateProductBatches(reference, { seed: 'kori', config: { ...seedSizeConfigs.tiny, batchSize: 7 }, today })];
    expect(small.length).toBeGreaterThan(20);
    expect(digest(small.flatMap((b) => b.offers))).toBe(digest(first.batch.offers));
  });

  it('builds a category tree at most 6 levels deep, with the deepest branches at 6', () => {
    const { categories } = first.reference;
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const category of categories) {
      let depth = 1;
      for (let parent = category.parentId; parent; parent = byId.get(parent)?.parentId ?? null) depth += 1;
      expect(depth).toBe(category.level);
      expect(category.level).toBeLessThanOrEqual(6);
      for (const name of [category.nameFi, category.nameEn, category.nameSv, category.nameNl]) expect(name.trim()).not.toBe('');
    }
    expect(Math.max(...categories.map((c) => c.level))).toBe(6);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
  });

  it('has at least 40 merchants across FI, SE and NL, paying in their region’s currency', () => {
    const { merchants } = first.reference;
    expect(merchants.length).toBeGreaterThanOrEqual(40);
    for (const region of REGIONS) expect(merchants.filter((m) => m.region === region).length).toBeGreaterThanOrEqual(10);
    for (const merchant of merchants) {
      expect(merchant.currency).toBe(currencyForRegion(merchant.region));
      expect(merchant.deliveryTypes.length).toBeGreaterThan(0);
      expect(merchant.deliveryDays).toBeGreaterThan(0);
      if (merchant.freeDeliveryThreshold !== null) expect(merchant.deliveryCost).toBeGreaterThan(0);
    }
  });

  it('sells each product through 3-8 shops per region, in the region’s currency, with some out of stock', () => {
    const { batch, reference } = first;
    expect(batch.products).toHaveLength(seedSizeConfigs.tiny.products);
    const merchants = new Map(reference.merchants.map((m) => [m.id, m]));
    const perProductRegion = new Map<string, number>();
    for (const offer of batch.offers) {
      const merchant = merchants.get(offer.merchantId);
      expect(merchant?.region).toBe(offer.region);
      expect(offer.currency).toBe(currencyForRegion(offer.region));
      expect(offer.price).toBeGreaterThan(0);
      expect(offer.url).toBe(`/merchants/${offer.merchantId}/products/${offer.id}`);
      const key = `${offer.productId}:${offer.region}`;
      perProductRegion.set(key, (perProductRegion.get(key) ?? 0) + 1);
    }
    for (const count of perProductRegion.values()) {
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(8);
    }
    expect(batch.offers.some((offer) => offer.stockQuantity === 0)).toBe(true);
    expect(new Set(batch.products.map((p) => p.slug)).size).toBe(batch.products.length);
  });

  it('records 180 days of history ending today, matching the cheapest offer in stock', () => {
    const { batch } = first;
    for (const history of batch.history.slice(0, 100)) {
      expect(history.dailyLowest).toHaveLength(180);
      expect(history.startDate).toBe('2024-12-04');
      const inStock = batch.offers.filter((o) => o.productId === history.productId && o.region === history.region && o.stockQuantity > 0);
      const lowest = inStock.length ? Math.min(...inStock.map((o) => o.price)) : null;
      expect(history.dailyLowest[179]).toBe(lowest);
    }
  });

  it('has deals like a real market: most reductions 5-25 % below the 30-day lowest, none above it', () => {
    const { batch } = first;
    const deals = batch.history
      .map((history) => computePriceInsight({ startDate: history.startDate, daily: history.dailyLowest }, history.dailyLowest.at(-1) ?? null, today))
      .filter((facts) => facts.isDeal);
    expect(deals.length).toBeGreaterThanOrEqual(20);
    for (const facts of deals) expect(facts.current).toBeLessThan(facts.lowest30Days as number);
    const typical = deals.filter((facts) => facts.dropPercent >= 5 && facts.dropPercent <= 25);
    expect(typical.length / deals.length).toBeGreaterThanOrEqual(0.8);
    // Not every deal the same size: the reductions spread over the range.
    const distinct = new Set(deals.map((facts) => facts.dropPercent));
    expect(distinct.size).toBeGreaterThanOrEqual(10);
    expect(Math.max(...deals.map((facts) => facts.dropPercent))).toBeLessThanOrEqual(45);
  });

  it('has descriptions and specs in all four languages', () => {
    const product = first.batch.products[0]!;
    for (const language of ['fi', 'en', 'sv', 'nl'] as const) {
      expect(product.description[language]).toContain(product.name);
      expect(product.specs[language].length).toBeGreaterThan(2);
    }
    expect(product.description.fi).not.toBe(product.description.en);
    expect(product.imageUrl).toBe(`/images/products/${product.id}.svg`);
  });
});
