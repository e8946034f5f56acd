import { z } from 'zod/mini';
import { brandGroups, type BrandGroup } from './brands';
import rawProductFamilies from './tables/product-families.json';
import { parseSeedData } from './seed-data';
import { specDescriptor, specGenerator, type SpecGenerator } from './spec-builders';

/** How the products of one leaf category are made up. */
export interface ProductFamily {
  brands: BrandGroup;
  /** Model line names; a model is "<brand> <line> <code>[ suffix][ variant]". */
  lines: readonly string[];
  /** Model code: letters + number range. */
  code: { prefix: readonly string[]; min: number; max: number };
  suffixes?: readonly string[];
  /** Base price in euros before spec factors. */
  priceEur: [min: number, max: number];
  specs: readonly SpecGenerator[];
  /** What kind of thing it is, for the product image. */
  icon: ProductIcon;
}

/** What kind of thing a family is, for the product image. */
export const PRODUCT_ICONS = [
  'phone',
  'accessory',
  'laptop',
  'desktop',
  'monitor',
  'chip',
  'drive',
  'keyboard',
  'tv',
  'headphones',
  'speaker',
  'camera',
  'gamepad',
  'watch',
  'coffee',
  'kitchen',
  'vacuum',
  'washer',
  'fridge',
  'bike',
  'fitness',
  'tent',
  'garden',
  'lamp',
  'chair',
  'care',
  'toy',
] as const;
export type ProductIcon = (typeof PRODUCT_ICONS)[number];

const positiveRange = z.tuple([z.number().check(z.positive()), z.number().check(z.positive())]).check(z.refine(([min, max]) => min <= max, { message: 'min exceeds max' }));

const family = z.pipe(
  z.strictObject({
    brands: z.enum(Object.keys(brandGroups) as [BrandGroup, ...BrandGroup[]]),
    lines: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    code: z
      .strictObject({ prefix: z.array(z.string()).check(z.minLength(1)), min: z.int().check(z.gte(0)), max: z.int().check(z.gte(0)) })
      .check(z.refine((code) => code.min <= code.max, { message: 'min exceeds max' })),
    suffixes: z.optional(z.array(z.string()).check(z.minLength(1))),
    priceEur: positiveRange,
    icon: z.enum(PRODUCT_ICONS),
    specs: z.array(specDescriptor).check(z.minLength(1)),
  }),
  z.transform((f): ProductFamily => ({ ...f, specs: f.specs.map(specGenerator) })),
);

/** The product families by id, as the leaf categories name them. Data: tables/product-families.json. */
export const productFamilies: Record<string, ProductFamily> = parseSeedData('tables/product-families.json', z.record(z.string(), family), rawProductFamilies);
