import type { AddressFieldError } from './address-codes';

/** Longest first name and last name, each; and of both together (what fits a parcel label's name line). */
export const NAME_MAX_LENGTH = 50;
export const FULL_NAME_MAX_LENGTH = 70;

// Letters of any script (with their combining marks), spaces, hyphens and apostrophes (straight or typographic).
const NAME_PATTERN = /^[\p{L}\p{M}' ’-]+$/u;

function isValidName(name: string): boolean {
  const length = [...name].length;
  return length >= 1 && length <= NAME_MAX_LENGTH && NAME_PATTERN.test(name) && /\p{L}/u.test(name);
}

/**
 * Errors of the first and last name: each 1-50 letters, spaces, hyphens or apostrophes with at least one
 * letter; both valid but together longer than 70 characters gives FULL_NAME_TOO_LONG at the last name.
 */
export function personNameErrors(firstName: string, lastName: string): AddressFieldError[] {
  const first = firstName.trim();
  const last = lastName.trim();
  const errors: AddressFieldError[] = [];
  if (!isValidName(first)) errors.push({ field: 'firstName', code: 'INVALID_FIRST_NAME' });
  if (!isValidName(last)) errors.push({ field: 'lastName', code: 'INVALID_LAST_NAME' });
  if (errors.length === 0 && [...first].length + [...last].length > FULL_NAME_MAX_LENGTH) {
    errors.push({ field: 'lastName', code: 'FULL_NAME_TOO_LONG' });
  }
  return errors;
}
