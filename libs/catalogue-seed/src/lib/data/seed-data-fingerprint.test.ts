import { createHash } from 'node:crypto';
import { createRng } from '../prng';
import { brandGroups } from './brands';
import { categoryTree } from './category-tree';
import { DEPARTMENTS, merchantProfiles } from './merchants';
import { productFamilies } from './product-families';
import { closingSentences, descriptionTemplates, listJoiners, specNames, units, words } from './vocabulary';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** What each family's spec generators give for a few fixed random streams: covers every family, not only those a small seed reaches. */
const familySamples = () =>
  Object.entries(productFamilies).map(([id, family]) => ({
    id,
    family: { ...family, specs: undefined },
    specs: ['a', 'b', 'c', 'd'].map((stream) => {
      const rng = createRng(`${id}:${stream}`);
      return family.specs.map((spec) => spec(rng));
    }),
  }));

// The tables every seeded database is built from. A change here is a change of the seeded catalogue:
// update a digest only for a deliberate change of the data.
describe('the seed data tables', () => {
  it.each([
    ['category tree', () => categoryTree, '2bb220c42589767b2ad457dc5288a51b3ec360e5d55a61e2e643e39081f3894c'],
    ['merchants', () => ({ DEPARTMENTS, merchantProfiles }), 'd213169f3f31d2572a49d5602159e56b4cbabfeda4f4b2ff952b713d6e507e50'],
    ['vocabulary', () => ({ specNames, words, units, closingSentences, listJoiners, descriptionTemplates }), '8f7e2395fbd23de1a79be1ac15feba3a6469f7657724ebf90fbdab6c82a6e562'],
    ['brands', () => brandGroups, '6b32bf5826af9729ccfde0c07fa3f41be32cb3a3e3098e7ef4ae660d7f13e78d'],
    ['product families and their specs', familySamples, 'f63e62f3c8d92f72177036085b634e73ae27b3c8e7b6f3bf909a1f9370e46731'],
  ])('keeps the %s', (_name, table, expected) => {
    expect(digest(table())).toBe(expected);
  });
});
