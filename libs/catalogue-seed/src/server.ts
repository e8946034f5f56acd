// The deterministic catalogue generator (hashes the seed text with node:crypto): server code only.
export * from './index';
export { createRng, type Rng } from './lib/prng';
export { nicePrice } from './lib/nice-price';
export { slugify } from './lib/slugify';
export { generateReferenceData, type ReferenceData, type SeedLeaf, type SeedMerchant } from './lib/generate-reference-data';
export {
  generateProductBatches,
  type ProductBatch,
  type ProductGenerationOptions,
  type SeedOffer,
  type SeedPriceHistory,
  type SeedProduct,
} from './lib/generate-products';
export { categoryTree, type SeedCategory } from './lib/data/category-tree';
export { productFamilies, type ProductIcon } from './lib/data/product-families';
export { DEPARTMENTS, merchantProfiles, type Department, type SeedMerchantProfile } from './lib/data/merchants';
