import type { Region } from '@kori/region';
import type { AddressValidationErrorCode } from './address-codes';

/** Country calling codes of the shop's regions. */
export const PHONE_PREFIXES: Readonly<Record<Region, string>> = Object.freeze({ FI: '+358', SE: '+46', NL: '+31' });

/**
 * Lengths of the national significant number (without the trunk 0) that a courier can text or call:
 * Finnish mobile and landline numbers have 6-10 digits, Swedish 7-9, Dutch exactly 9.
 */
const NATIONAL_NUMBER_LENGTH: Readonly<Record<Region, { min: number; max: number }>> = Object.freeze({
  FI: { min: 6, max: 10 },
  SE: { min: 7, max: 9 },
  NL: { min: 9, max: 9 },
});

const REGIONS = Object.keys(PHONE_PREFIXES) as Region[];

/**
 * A phone number as E.164 (`+358401234567`): non-digits removed, a leading 00 dropped (an international
 * number follows), a leading 0 replaced by the region's prefix. A number written with `+` or starting with
 * the region's country code stays international; any other bare number gets the region's prefix. A trunk 0
 * written after one of the regions' country codes (`+31 (0)6 ...`) is dropped. Null when no digits are left.
 */
export function normalizePhone(region: Region, value: string): string | null {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  const countryCode = PHONE_PREFIXES[region].slice(1);
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = `${countryCode}${digits.slice(1)}`;
  else if (digits.startsWith(countryCode)) international = digits;
  else international = `${countryCode}${digits}`;
  if (international === '') return null;
  const known = REGIONS.map((r) => PHONE_PREFIXES[r].slice(1)).find((code) => international.startsWith(`${code}0`));
  if (known !== undefined) international = `${known}${international.slice(known.length + 1)}`;
  return `+${international}`;
}

/** Why a phone number cannot be used for delivery in the region, or null. */
export function phoneError(region: Region, value: string): AddressValidationErrorCode | null {
  // Digits with the usual separators only; letters or other signs are a typo, not a number.
  if (!/^\+?[\d\s().-]+$/.test(value.trim())) return 'INVALID_PHONE';
  const normalized = normalizePhone(region, value);
  if (normalized === null) return 'INVALID_PHONE';
  const prefix = PHONE_PREFIXES[region];
  if (!normalized.startsWith(prefix)) return 'INVALID_PHONE_COUNTRY_CODE';
  const national = normalized.slice(prefix.length);
  const { min, max } = NATIONAL_NUMBER_LENGTH[region];
  if (national.length < min || national.length > max || national.startsWith('0')) return 'INVALID_PHONE';
  return null;
}
