import { SUPPORTED_REGIONS, type Region } from '@kori/region';
import { z } from 'zod/mini';
import { parseSeedData, seedId } from './seed-data';
import rawMerchantProfiles from './tables/merchants.json';

/** Top-level departments of the category tree; merchants sell in some of them. */
export const DEPARTMENTS = ['electronics', 'home-appliances', 'sports-and-outdoors', 'home-and-garden', 'health-and-beauty', 'toys-and-games'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export interface SeedMerchantProfile {
  id: string;
  /** Registered company name. */
  name: string;
  /** The shop's name as shoppers know it. */
  title: string;
  region: Region;
  departments: readonly Department[] | 'all';
  /** Shops that take no orders from Kori's checkout: their offers link to the shop instead. */
  redirectOnly?: true;
}

const department = z.enum(DEPARTMENTS);

const merchantProfile = z.pipe(
  z.strictObject({
    id: seedId,
    name: z.string().check(z.minLength(1)),
    title: z.string().check(z.minLength(1)),
    region: z.enum(SUPPORTED_REGIONS),
    departments: z.union([z.literal('all'), z.array(department).check(z.minLength(1))]),
    redirectOnly: z.optional(z.literal(true)),
  }),
  z.transform(({ id, name, title, region, departments, redirectOnly }): SeedMerchantProfile => ({
    id,
    name,
    title,
    region,
    departments,
    ...(redirectOnly ? { redirectOnly } : {}),
  })),
);

/** Invented shops: 16 in Finland, 14 in Sweden, 14 in the Netherlands; seven of them redirect-only. Data: tables/merchants.json. */
export const merchantProfiles: readonly SeedMerchantProfile[] = parseSeedData('tables/merchants.json', z.array(merchantProfile), rawMerchantProfiles);
