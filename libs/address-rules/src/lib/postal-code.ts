import type { Region } from '@kori/region';
import type { AddressValidationErrorCode } from './address-codes';

/**
 * The postal code in the region's written form: FI `00100`, SE `123 45`, NL `1234 AB`. Spaces are
 * tidied and letters upper-cased; a value that does not fit the region's pattern is only trimmed, so
 * the shopper sees what they typed next to the error.
 */
export function normalizePostalCode(region: Region, value: string): string {
  const trimmed = value.trim();
  const compact = trimmed.replace(/\s+/g, '').toUpperCase();
  switch (region) {
    case 'FI':
      return /^\d{5}$/.test(compact) ? compact : trimmed;
    case 'SE':
      return /^\d{5}$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : trimmed;
    case 'NL':
      return /^\d{4}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : trimmed;
  }
}

/**
 * Why a postal code cannot be delivered to in the region, or null. There is one code for a malformed
 * postal code in any region (INVALID_FI_ZIP_CODE); the two other codes only apply to Finland.
 */
export function postalCodeError(region: Region, value: string): AddressValidationErrorCode | null {
  const code = normalizePostalCode(region, value);
  switch (region) {
    case 'FI':
      return finnishPostalCodeError(code);
    case 'SE':
      // Swedish postal codes run 100 00-989 99: five digits, the first never 0.
      return /^[1-9]\d{2} \d{2}$/.test(code) ? null : 'INVALID_FI_ZIP_CODE';
    case 'NL':
      // Dutch postcodes run 1000 AA-9999 ZZ; SA, SD and SS are never issued.
      return /^[1-9]\d{3} [A-Z]{2}$/.test(code) && !/ (SA|SD|SS)$/.test(code) ? null : 'INVALID_FI_ZIP_CODE';
  }
}

function finnishPostalCodeError(code: string): AddressValidationErrorCode | null {
  if (!/^\d{5}$/.test(code)) return 'INVALID_FI_ZIP_CODE';
  // Åland (22000-22999) is outside the EU VAT area: merchants cannot ship there at Finnish prices.
  if (code.startsWith('22')) return 'UNSUPPORTED_AX_ZIP_CODE';
  return isFinnishResidentialPostalCode(code) ? null : 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE';
}

/**
 * Finnish postal codes that reach a home: the last digit is 0 (street delivery) or 5 (street delivery in
 * some small places). A last digit 1 is a PO box code (00101, 33101), any other last digit a large customer's
 * own code; 00000-00099 are Helsinki's large-customer and special codes.
 */
function isFinnishResidentialPostalCode(code: string): boolean {
  if (code.startsWith('000')) return false;
  return code.endsWith('0') || code.endsWith('5');
}
