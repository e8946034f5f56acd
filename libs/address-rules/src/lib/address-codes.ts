/** The seven fields of a delivery address, in the order a form shows them (and errors are reported). */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'streetAddress', 'postalCode', 'city', 'email', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** A delivery address as typed by the shopper: seven strings, empty when not filled. */
export type DeliveryAddressFields = Readonly<Record<AddressField, string>>;

/** Every address validation code the API and the storefront know. */
export const ADDRESS_VALIDATION_ERROR_CODES = [
  'INVALID_FI_ZIP_CODE',
  'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE',
  'UNSUPPORTED_AX_ZIP_CODE',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'INVALID_PHONE_COUNTRY_CODE',
  'FULL_NAME_TOO_LONG',
  'INVALID_FIRST_NAME',
  'INVALID_LAST_NAME',
  'INVALID_CITY',
  'INVALID_STREET_ADDRESS',
  'NO_SPACE_BEFORE_STREET_NUMBER',
] as const;
export type AddressValidationErrorCode = (typeof ADDRESS_VALIDATION_ERROR_CODES)[number];

/** One rejected field and why. */
export interface AddressFieldError {
  readonly field: AddressField;
  readonly code: AddressValidationErrorCode;
}

/** A value is a known code only if it is a string from the list (answers from elsewhere may carry others). */
export function isAddressValidationErrorCode(value: unknown): value is AddressValidationErrorCode {
  return typeof value === 'string' && (ADDRESS_VALIDATION_ERROR_CODES as readonly string[]).includes(value);
}

export function isAddressField(value: unknown): value is AddressField {
  return typeof value === 'string' && (ADDRESS_FIELDS as readonly string[]).includes(value);
}
