import { addDays } from './calendar-date';
import { SUPPORTED_LANGUAGES as LANGUAGE_CODES, SUPPORTED_REGIONS as REGIONS, currencyForRegion, type Region } from '@kori/region';
import type { LocalizedSpecs, LocalizedText } from './seed-types';
import { brandGroups, brandSlug } from './data/brands';
import { productFamilies } from './data/product-families';
import { specName } from './data/spec-builders';
import { closingSentences, descriptionTemplates, listJoiners } from './data/vocabulary';
import type { ReferenceData, SeedLeaf, SeedMerchant } from './generate-reference-data';
import { nicePrice } from './nice-price';
import { productImagePath, sandboxOfferPath } from './offer-paths';
import { createRng, type Rng } from './prng';
import type { SeedSizeConfig } from './seed-sizes';
import { slugify } from './slugify';

export interface SeedProduct {
  id: number;
  slug: string;
  name: string;
  brandId: string;
  categoryId: string;
  imageUrl: string;
  description: LocalizedText;
  specs: LocalizedSpecs;
  popularity: number;
  searchText: string;
  searchName: string;
}

export interface SeedOffer {
  id: number;
  productId: number;
  merchantId: string;
  region: Region;
  price: number;
  currency: 'EUR' | 'SEK';
  stockQuantity: number;
  url: string;
}

export interface SeedPriceHistory {
  productId: number;
  region: Region;
  currency: 'EUR' | 'SEK';
  startDate: string;
  dailyLowest: (number | null)[];
}

export interface ProductBatch {
  products: SeedProduct[];
  offers: SeedOffer[];
  history: SeedPriceHistory[];
}

export interface ProductGenerationOptions {
  seed: string;
  config: SeedSizeConfig;
  /** The last day of price history (the seed's "today"). */
  today: string;
}


function lowerFirst(text: string): string {
  // Keep acronyms (OLED-televisiot, SSD drives) as they are.
  return /^[A-ZÅÄÖ][a-zåäöü]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function joinList(items: string[], joiner: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${joiner}${items[items.length - 1]}`;
}

function stockQuantity(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.12) return 0;
  if (roll < 0.27) return rng.int(1, 5);
  return rng.int(6, 250);
}

/**
 * How deep today's cut is: most shops cut by 6-28 % (small cuts more often than big ones), a few
 * clear stock at 30-45 %, as price-comparison markets show.
 */
function cutDepth(rng: Rng): number {
  if (rng.chance(0.05)) return rng.float(0.3, 0.45);
  return 0.06 + 0.22 * rng.next() ** 1.4;
}

/** Today's market price per region and the daily lowest price path that led to it. */
function pricePath(rng: Rng, basePrice: number, days: number, dealShare: number): { market: number[]; isDropping: boolean } {
  const drift = rng.float(-0.12, 0.03); // most things get a little cheaper over half a year
  const dip = rng.chance(0.35) ? { start: rng.int(0, Math.max(0, days - 45)), length: rng.int(3, 10), depth: rng.float(0.08, 0.25) } : null;
  const isDropping = rng.chance(dealShare);
  // A price cut made today: reductions are stated against the lowest price of the 30 days before
  // it, so a cut that started days ago is already inside that window and no longer reads as a deal.
  const drop = isDropping ? { days: 1, depth: cutDepth(rng) } : null;
  const market: number[] = [];
  let noise = rng.normal() * 0.02;
  for (let day = 0; day < days; day += 1) {
    noise = noise * 0.85 + rng.normal() * 0.008;
    let factor = 1 + (drift * day) / Math.max(1, days - 1) + noise;
    if (dip && day >= dip.start && day < dip.start + dip.length) factor *= 1 - dip.depth;
    if (drop && day >= days - drop.days) factor *= 1 - drop.depth;
    market.push(basePrice * factor);
  }
  return { market, isDropping };
}

/**
 * Products with their offers and price history, in batches. Each product draws from its own random
 * stream (seed + index), so the data does not depend on the batch size.
 */
export function* generateProductBatches(reference: ReferenceData, options: ProductGenerationOptions): Generator<ProductBatch> {
  const { seed, config, today } = options;
  const startDate = addDays(today, -(config.historyDays - 1));
  const merchantsByRegionDepartment = new Map<string, SeedMerchant[]>();
  for (const merchant of reference.merchants) {
    for (const department of merchant.departments) {
      const key = `${merchant.region}:${department}`;
      merchantsByRegionDepartment.set(key, [...(merchantsByRegionDepartment.get(key) ?? []), merchant]);
    }
  }
  const nameCounts = new Map<string, number>();
  const slugs = new Set<string>();
  let nextOfferId = 1;

  let batch: ProductBatch = { products: [], offers: [], history: [] };
  for (let index = 0; index < config.products; index += 1) {
    const productId = index + 1;
    const rng = createRng(`${seed}:product:${index}`);
    // Every leaf gets a product before any gets a second, so small sizes still fill the whole tree.
    const leaf: SeedLeaf = index < reference.leaves.length ? (reference.leaves[index] as SeedLeaf) : rng.weighted(reference.leaves, (l) => l.category.weight ?? 1);
    const familyKey = leaf.category.family as string;
    const family = productFamilies[familyKey];
    if (!family) throw new Error(`Unknown product family ${familyKey}`);

    const brandName = rng.pick(brandGroups[family.brands]);
    const line = rng.pick(family.lines);
    const code = `${rng.pick(family.code.prefix)}${rng.int(family.code.min, family.code.max)}`;
    const suffix = rng.pick(family.suffixes ?? ['']);
    const specs = family.specs.map((generate) => generate(rng));
    const variant = specs.find((spec) => spec.nameVariant)?.nameVariant;
    let name = `${brandName} ${line} ${code}${suffix}${variant ? ` ${variant}` : ''}`;
    const seen = nameCounts.get(name) ?? 0;
    nameCounts.set(name, seen + 1);
    if (seen > 0) name = `${name} Gen ${seen + 1}`;
    let slug = slugify(name);
    for (let n = 2; slugs.has(slug); n += 1) slug = `${slugify(name)}-${n}`;
    slugs.add(slug);

    const priceFactor = specs.reduce((product, spec) => product * spec.priceFactor, 1);
    const baseEurCents = rng.float(family.priceEur[0], family.priceEur[1]) * priceFactor * 100;

    const localizedSpecs = {} as LocalizedSpecs;
    const description = {} as LocalizedText;
    const closing = rng.pick(closingSentences);
    for (const language of LANGUAGE_CODES) {
      localizedSpecs[language] = specs.map((spec) => ({ name: specName(spec.name)[language], value: spec.value[language] }));
      const features = specs.slice(0, 3).map((spec) => `${lowerFirst(specName(spec.name)[language])} ${spec.value[language]}`);
      description[language] = descriptionTemplates[language]
        .replace('{name}', name)
        .replace('{brand}', brandName)
        .replace('{category}', lowerFirst(leaf.category.names[language]))
        .replace('{features}', joinList(features, listJoiners[language]))
        .replace('{closing}', closing[language]);
    }
    const searchWords = [name, brandName, ...leaf.path.flatMap((category) => LANGUAGE_CODES.map((language) => category.names[language]))];

    batch.products.push({
      id: productId,
      slug,
      name,
      brandId: brandSlug(brandName),
      categoryId: leaf.category.id,
      imageUrl: productImagePath(productId),
      description,
      specs: localizedSpecs,
      // Few products are very popular, most are not.
      popularity: Math.floor(10000 * rng.next() ** 3 * (leaf.category.weight ?? 1)),
      searchText: [...new Set(searchWords)].join(' ').toLowerCase(),
      searchName: name.toLowerCase(),
    });

    // Where it is sold and by how many shops.
    const regions: Region[] = rng.chance(config.allRegionsShare) ? [...REGIONS] : rng.sample(REGIONS, 2).sort((a, b) => REGIONS.indexOf(a) - REGIONS.indexOf(b));
    const eligible = regions.map((region) => merchantsByRegionDepartment.get(`${region}:${leaf.department}`) ?? []);
    const counts = offerCounts(rng, config, eligible.map((list) => list.length));

    regions.forEach((region, regionIndex) => {
      const count = counts[regionIndex] ?? 0;
      if (count === 0) return;
      const currency = currencyForRegion(region);
      const regionBase = currency === 'SEK' ? baseEurCents * 11.3 * rng.float(0.96, 1.06) : baseEurCents * rng.float(0.97, 1.04);
      const { market } = pricePath(rng, regionBase, config.historyDays, config.dealShare);
      const sellers = rng.sample(eligible[regionIndex] ?? [], count);
      const cheapestLevel = Math.min(...sellers.map((merchant) => merchant.priceLevel));
      const dailyLowest: (number | null)[] = market.map((price) => (rng.chance(0.004) ? null : nicePrice(price * cheapestLevel, currency)));

      const todayMarket = market[market.length - 1] as number;
      let lowestInStock: number | null = null;
      for (const merchant of sellers) {
        const offerId = nextOfferId;
        nextOfferId += 1;
        const price = nicePrice(todayMarket * merchant.priceLevel * rng.float(0.99, 1.05), currency);
        const stock = stockQuantity(rng);
        if (stock > 0 && (lowestInStock === null || price < lowestInStock)) lowestInStock = price;
        batch.offers.push({
          id: offerId,
          productId,
          merchantId: merchant.id,
          region,
          price,
          currency,
          stockQuantity: stock,
          url: sandboxOfferPath(merchant.id, offerId),
        });
      }
      // Today's record is what the offers say now.
      dailyLowest[dailyLowest.length - 1] = lowestInStock;
      batch.history.push({ productId, region, currency, startDate, dailyLowest });
    });

    if (batch.products.length >= config.batchSize) {
      yield batch;
      batch = { products: [], offers: [], history: [] };
    }
  }
  if (batch.products.length > 0) yield batch;
}

/** How many offers each chosen region gets, within the number of shops that can sell it there. */
function offerCounts(rng: Rng, config: SeedSizeConfig, capacity: number[]): number[] {
  if (config.offers.kind === 'per-region') {
    const { min, max } = config.offers;
    return capacity.map((cap) => Math.min(cap, rng.int(min, max)));
  }
  const counts = capacity.map(() => 0);
  let left = config.offers.total;
  // Deal offers round-robin, so a total of 10 over two regions is 5 + 5 and over three 4 + 3 + 3.
  for (let guard = 0; left > 0 && guard < 1000; guard += 1) {
    const index = guard % capacity.length;
    if ((counts[index] as number) < (capacity[index] as number)) {
      counts[index] = (counts[index] as number) + 1;
      left -= 1;
    }
  }
  return counts;
}
