// The regions the shop sells in, one row each: every table of region facts lives here.
export const SUPPORTED_REGIONS = ['FI', 'SE', 'NL'] as const;
export type Region = (typeof SUPPORTED_REGIONS)[number];

export const SUPPORTED_CURRENCIES = ['EUR', 'SEK'] as const;
export type Currency = (typeof SUPPORTED_CURRENCIES)[number];
/** Same as Currency; the name the storefront libs use. */
export type CurrencyCode = Currency;

export const DEFAULT_REGION: Region = 'FI';

export interface RegionInfo {
  /** ISO 3166-1 alpha-2 country code (the region code is the country's). */
  countryCode: string;
  /** English country name, for logs and admin texts (shoppers see translated names). */
  countryName: string;
  currency: Currency;
  /** Standard VAT rate in percent. */
  vatPercent: number;
  /** The store's own time zone, so server and browser render the same day. */
  timeZone: string;
}

export const REGION_TABLE: Readonly<Record<Region, Readonly<RegionInfo>>> = {
  FI: { countryCode: 'FI', countryName: 'Finland', currency: 'EUR', vatPercent: 25.5, timeZone: 'Europe/Helsinki' },
  SE: { countryCode: 'SE', countryName: 'Sweden', currency: 'SEK', vatPercent: 25, timeZone: 'Europe/Stockholm' },
  NL: { countryCode: 'NL', countryName: 'Netherlands', currency: 'EUR', vatPercent: 21, timeZone: 'Europe/Amsterdam' },
};

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (SUPPORTED_REGIONS as readonly string[]).includes(value);
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (SUPPORTED_CURRENCIES as readonly string[]).includes(value);
}

/** FI and NL pay in EUR, SE in SEK. */
export function currencyForRegion(region: Region): Currency {
  return REGION_TABLE[region].currency;
}

export function vatPercentForRegion(region: Region): number {
  return REGION_TABLE[region].vatPercent;
}

export function timeZoneForRegion(region: Region): string {
  return REGION_TABLE[region].timeZone;
}
