import { createHash } from 'node:crypto';
import { generateProductBatches } from './generate-products';
import { generateReferenceData } from './generate-reference-data';
import { seedSizeConfigs } from './seed-sizes';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

// Every seeded database and the sandbox's merchant shops depend on this exact output: a change here
// changes prices, stock and offer ids everywhere. Update the digests only for a deliberate change.
describe('the kori seed, tiny size', () => {
  const reference = generateReferenceData('kori');

  it('generates the pinned reference data', () => {
    expect(digest(reference)).toBe('2bab2cc8b9be273a52a754013ed5829568b2a0674ef0f2f729bafaf86acf4fef');
  });

  it('generates the pinned products, offers and history', () => {
    const batches = [...generateProductBatches(reference, { seed: 'kori', config: seedSizeConfigs.tiny, today: '2025-06-01' })];
    expect(digest(batches)).toBe('074079fdb51deb3a2f19faf38b983e3298eea1cf077f245ab50e8111485b13be');
  });

  it('prices and stocks offers the same whatever the date', () => {
    const offersOn = (today: string) => [...generateProductBatches(reference, { seed: 'kori', config: seedSizeConfigs.tiny, today })].flatMap((batch) => batch.offers);
    expect(digest(offersOn('2031-12-31'))).toBe(digest(offersOn('2025-06-01')));
  });
});
