import type { Currency, Language, Region } from '@kori/region';

/** Text in every language the shop speaks. */
export type LocalizedText = Record<Language, string>;

export interface ProductSpecEntry {
  name: string;
  value: string;
}

export type LocalizedSpecs = Record<Language, ProductSpecEntry[]>;

/** How a merchant can get an order to the shopper. */
export type DeliveryType = 'HOME_DELIVERY' | 'PICKUP_DELIVERY' | 'STORE_PICKUP';

/** Whether a shop takes orders through Kori's checkout or only links to its own pages. */
export type PurchaseMode = 'KORI_CHECKOUT' | 'REDIRECT_ONLY';

/** A category as the catalogue stores it. */
export interface SeedCategoryRow {
  id: string;
  parentId: string | null;
  level: number;
  position: number;
  nameFi: string;
  nameEn: string;
  nameSv: string;
  nameNl: string;
}

export interface SeedBrand {
  id: string;
  name: string;
}

/** A merchant as the catalogue stores it. Money is integer minor units in `currency`. */
export interface SeedMerchantRow {
  id: string;
  name: string;
  title: string;
  region: Region;
  currency: Currency;
  deliveryCost: number;
  /** Items totals at or above this ship free; null when the merchant never ships free. */
  freeDeliveryThreshold: number | null;
  deliveryTypes: DeliveryType[];
  deliveryDays: number;
  websiteUrl: string;
  logoUrl: string | null;
  tosUrl: string | null;
  privacyPolicyUrl: string | null;
  rating: number | null;
  purchaseMode: PurchaseMode;
}
