import { isSeedSize, seedSizeConfigs } from './seed-sizes';

describe('seed sizes', () => {
  it('demo has at least 3,000 products with 180 days of history and several offers in each region', () => {
    const demo = seedSizeConfigs.demo;
    expect(demo.products).toBeGreaterThanOrEqual(3000);
    expect(demo.historyDays).toBe(180);
    expect(demo.offers).toMatchObject({ kind: 'per-region' });
    if (demo.offers.kind === 'per-region') expect(demo.offers.min).toBeGreaterThanOrEqual(2);
  });

  it('scale has 200,000 products and 2,000,000 offers', () => {
    const scale = seedSizeConfigs.scale;
    expect(scale.products).toBe(200_000);
    expect(scale.offers.kind).toBe('total');
    if (scale.offers.kind === 'total') expect(scale.products * scale.offers.total).toBe(2_000_000);
  });

  it('knows its size names only', () => {
    expect(['tiny', 'demo', 'scale'].every(isSeedSize)).toBe(true);
    expect(isSeedSize('huge')).toBe(false);
  });
});
