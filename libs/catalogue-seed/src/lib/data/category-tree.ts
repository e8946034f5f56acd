import { z } from 'zod/mini';
import type { LocalizedText } from '../seed-types';
import rawCategoryTree from './tables/category-tree.json';
import { localizedNames, parseSeedData, seedId } from './seed-data';

/** A category in the seed tree. Leaves carry products of one product family. */
export interface SeedCategory {
  id: string;
  names: LocalizedText;
  children: SeedCategory[];
  /** Leaves only: which product family fills it, and how many products it gets relative to others. */
  family?: string;
  weight?: number;
}

const leaf = z.pipe(
  z.strictObject({ id: seedId, names: localizedNames, family: seedId, weight: z._default(z.int().check(z.gte(1)), 1) }),
  z.transform(({ id, names, family, weight }): SeedCategory => ({ id, names, children: [], family, weight })),
);

const category: z.ZodMiniType<SeedCategory> = z.lazy(() =>
  z.union([
    z.pipe(
      z.strictObject({ id: seedId, names: localizedNames, children: z.array(category).check(z.minLength(1)) }),
      z.transform(({ id, names, children }): SeedCategory => ({ id, names, children })),
    ),
    leaf,
  ]),
);

/** Six top-level departments; the deepest branches reach level 6. Data: tables/category-tree.json. */
export const categoryTree: SeedCategory[] = parseSeedData('tables/category-tree.json', z.array(category), rawCategoryTree);
