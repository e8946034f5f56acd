import type { AddressValidationErrorCode } from './address-codes';

// Letters, spaces, hyphens and apostrophes ("Den Haag", "Pedersöre-Pedersören", "'s-Hertogenbosch").
const CITY_PATTERN = /^[\p{L}\p{M}' ’-]+$/u;

/** Why a city (post town) is not valid, or null: 2-50 characters of the pattern, two letters or more. */
export function cityError(value: string): AddressValidationErrorCode | null {
  const city = value.trim();
  const length = [...city].length;
  const letters = (city.match(/\p{L}/gu) ?? []).length;
  return length >= 2 && length <= 50 && letters >= 2 && CITY_PATTERN.test(city) ? null : 'INVALID_CITY';
}
