/** Catalogue sizes the seed can build. */
export const SEED_SIZES = ['tiny', 'demo', 'scale'] as const;
export type SeedSize = (typeof SEED_SIZES)[number];

export interface SeedSizeConfig {
  products: number;
  /** Days of daily price history per product and region, today included. */
  historyDays: number;
  /** Offers per product: 3-8 in each region it is sold in, or an exact total spread over its regions. */
  offers: { kind: 'per-region'; min: number; max: number } | { kind: 'total'; total: number };
  /** Share of products sold in all three regions (the rest in two). */
  allRegionsShare: number;
  /** Share of product-regions whose price is dropping right now (deals). */
  dealShare: number;
  /** Products generated and inserted per batch. */
  batchSize: number;
}

export const seedSizeConfigs: Record<SeedSize, SeedSizeConfig> = {
  tiny: { products: 200, historyDays: 180, offers: { kind: 'per-region', min: 3, max: 8 }, allRegionsShare: 0.65, dealShare: 0.15, batchSize: 1000 },
  demo: { products: 3000, historyDays: 180, offers: { kind: 'per-region', min: 3, max: 8 }, allRegionsShare: 0.65, dealShare: 0.12, batchSize: 1000 },
  // 200,000 products x exactly 10 offers = 2,000,000 offers. History shortened to the 90 days the
  // trend needs, to keep the database (and the seed time) in proportion.
  scale: { products: 200_000, historyDays: 90, offers: { kind: 'total', total: 10 }, allRegionsShare: 0.5, dealShare: 0.1, batchSize: 2000 },
};

export const DEFAULT_SEED = 'kori';

export function isSeedSize(value: string): value is SeedSize {
  return (SEED_SIZES as readonly string[]).includes(value);
}
