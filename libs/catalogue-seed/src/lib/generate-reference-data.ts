import type { DeliveryType, SeedBrand, SeedCategoryRow, SeedMerchantRow } from './seed-types';
import { currencyForRegion, type Region } from '@kori/region';
import { brandGroups, brandSlug } from './data/brands';
import { categoryTree, type SeedCategory } from './data/category-tree';
import { DEPARTMENTS, merchantProfiles, type Department } from './data/merchants';
import { createRng } from './prng';

export interface SeedLeaf {
  category: SeedCategory;
  department: Department;
  /** Root first, the leaf last. */
  path: SeedCategory[];
}

export interface SeedMerchant extends SeedMerchantRow {
  departments: readonly Department[];
  /** How this shop prices against the market (0.97 = a little cheaper). */
  priceLevel: number;
}

export interface ReferenceData {
  categories: SeedCategoryRow[];
  leaves: SeedLeaf[];
  brands: SeedBrand[];
  merchants: SeedMerchant[];
}

function flattenTree(): { categories: SeedCategoryRow[]; leaves: SeedLeaf[] } {
  const categories: SeedCategoryRow[] = [];
  const leaves: SeedLeaf[] = [];
  const walk = (node: SeedCategory, parent: SeedCategory | null, path: SeedCategory[], position: number) => {
    const here = [...path, node];
    categories.push({
      id: node.id,
      parentId: parent?.id ?? null,
      level: here.length,
      position,
      nameFi: node.names.fi,
      nameEn: node.names.en,
      nameSv: node.names.sv,
      nameNl: node.names.nl,
    });
    if (node.children.length === 0) {
      const department = here[0]?.id as Department;
      if (!node.family) throw new Error(`Leaf category ${node.id} has no product family`);
      leaves.push({ category: node, department, path: here });
    }
    node.children.forEach((child, index) => walk(child, node, here, index));
  };
  categoryTree.forEach((root, index) => walk(root, null, [], index));
  return { categories, leaves };
}

const deliveryTerms: Record<Region, { costs: number[]; thresholds: (number | null)[]; days: [number, number] }> = {
  FI: { costs: [0, 390, 490, 590, 690, 990], thresholds: [null, 3000, 5000, 7900, 10000], days: [1, 5] },
  SE: { costs: [0, 3900, 4900, 5900, 6900, 9900], thresholds: [null, 29900, 49900, 79900, 99900], days: [1, 4] },
  NL: { costs: [0, 295, 395, 495, 695], thresholds: [null, 2000, 2500, 5000], days: [1, 3] },
};

const DELIVERY_TYPES: DeliveryType[] = ['HOME_DELIVERY', 'PICKUP_DELIVERY', 'STORE_PICKUP'];

function generateMerchants(seed: string): SeedMerchant[] {
  return merchantProfiles.map((profile) => {
    const rng = createRng(`${seed}:merchant:${profile.id}`);
    const terms = deliveryTerms[profile.region];
    const deliveryCost = rng.pick(terms.costs);
    const freeDeliveryThreshold = deliveryCost === 0 ? null : rng.pick(terms.thresholds);
    let deliveryTypes = DELIVERY_TYPES.filter((_, index) => (index === 0 ? rng.chance(0.8) : rng.chance(0.5)));
    if (deliveryTypes.length === 0) deliveryTypes = ['PICKUP_DELIVERY'];
    const websiteUrl = `https://${profile.id}.example`;
    return {
      id: profile.id,
      name: profile.name,
      title: profile.title,
      region: profile.region,
      currency: currencyForRegion(profile.region),
      deliveryCost,
      freeDeliveryThreshold,
      deliveryTypes,
      deliveryDays: rng.int(terms.days[0], terms.days[1]),
      websiteUrl,
      logoUrl: null,
      tosUrl: `${websiteUrl}/terms`,
      privacyPolicyUrl: `${websiteUrl}/privacy`,
      rating: Math.round(rng.float(0.8, 0.995) * 100) / 100,
      purchaseMode: profile.redirectOnly ? 'REDIRECT_ONLY' : 'KORI_CHECKOUT',
      departments: profile.departments === 'all' ? DEPARTMENTS : profile.departments,
      priceLevel: Math.round(rng.float(0.97, 1.1) * 1000) / 1000,
    };
  });
}

function generateBrands(): SeedBrand[] {
  const names = new Set<string>();
  for (const group of Object.values(brandGroups)) for (const name of group) names.add(name);
  return [...names].sort((a, b) => a.localeCompare(b, 'en')).map((name) => ({ id: brandSlug(name), name }));
}

/** Categories, brands and merchants: small, fixed for a seed, the same for every size. */
export function generateReferenceData(seed: string): ReferenceData {
  const { categories, leaves } = flattenTree();
  return { categories, leaves, brands: generateBrands(), merchants: generateMerchants(seed) };
}
