import type { AddressValidationErrorCode } from './address-codes';

export const STREET_ADDRESS_MAX_LENGTH = 100;

// Letters, digits, spaces and the signs used in house numbers and abbreviations: "Rakuunantie 31 B 8",
// "Storgatan 12 lgh 1101", "Kalverstraat 92-1", "Keizersgracht 123 hs", "Pl. 5/2".
const STREET_PATTERN = /^[\p{L}\p{M}\d\s.,'’/-]+$/u;

/**
 * Why a street address cannot be delivered to, or null. It needs a street name (two letters or more) and a
 * street number: the first digit after the name starts the number and must follow a space
 * ("Mannerheimintie12" gives NO_SPACE_BEFORE_STREET_NUMBER). Digits before the name are part of it
 * (the Dutch "2e Helmersstraat 12").
 */
export function streetAddressError(value: string): AddressValidationErrorCode | null {
  const street = value.trim();
  const length = [...street].length;
  if (length < 3 || length > STREET_ADDRESS_MAX_LENGTH || !STREET_PATTERN.test(street)) return 'INVALID_STREET_ADDRESS';
  if ((street.match(/\p{L}/gu) ?? []).length < 2) return 'INVALID_STREET_ADDRESS';
  const nameStart = street.search(/\p{L}/u);
  const numberStart = street.slice(nameStart).search(/\d/);
  if (numberStart < 0) return 'INVALID_STREET_ADDRESS';
  const before = street[nameStart + numberStart - 1] ?? '';
  return /\s/.test(before) ? null : 'NO_SPACE_BEFORE_STREET_NUMBER';
}
