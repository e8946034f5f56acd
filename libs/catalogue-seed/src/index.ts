// Browser-safe: the catalogue seed's sizes, names and shapes. The generator itself is in `./server`.
export { DEFAULT_SEED, SEED_SIZES, isSeedSize, seedSizeConfigs, type SeedSize, type SeedSizeConfig } from './lib/seed-sizes';
export { sandboxOfferPath, productImagePath } from './lib/offer-paths';
export type {
  DeliveryType,
  LocalizedSpecs,
  LocalizedText,
  ProductSpecEntry,
  PurchaseMode,
  SeedBrand,
  SeedCategoryRow,
  SeedMerchantRow,
} from './lib/seed-types';
