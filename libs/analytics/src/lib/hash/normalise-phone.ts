import type { Region } from '@kori/i18n';

// Marked pure: without the marks the bundler must keep these calls (and so this module) on every page,
// although only the lazily loaded analytics engine normalises phone numbers.
/** Country calling codes of the storefront's regions. */
export const PHONE_PREFIXES: Readonly<Record<Region, string>> = /* @__PURE__ */ Object.freeze({ FI: '+358', SE: '+46', NL: '+31' });

const COUNTRY_CODES = /* @__PURE__ */ Object.values(PHONE_PREFIXES).map((prefix) => prefix.slice(1));

/**
 * A phone number as E.164 (`+358401234567`) before hashing: non-digits removed, a leading 00
 * dropped (it already carries a country code), a leading 0 replaced by the region's prefix. A number written
 * with `+`, or starting with the region's country code, is kept international; any other bare number gets the
 * region's prefix. Also the written trunk zero after one of our country codes (`+31 (0)6 ...`) is dropped:
 * no Finnish, Swedish or Dutch subscriber number starts with 0. Null when no digits are left.
 */
export function normalisePhone(input: string, region: Region): string | null {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  const prefix = PHONE_PREFIXES[region];
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = `${prefix.slice(1)}${digits.slice(1)}`;
  else if (digits.startsWith(prefix.slice(1))) international = digits;
  else international = `${prefix.slice(1)}${digits}`;
  if (international === '') return null;
  const code = COUNTRY_CODES.find((candidate) => international.startsWith(`${candidate}0`));
  if (code !== undefined) international = `${code}${international.slice(code.length + 1)}`;
  return `+${international}`;
}

/** E-mail before hashing: trimmed and lower-cased. Null when empty. */
export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email === '' ? null : email;
}
