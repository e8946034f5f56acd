// Public, browser-safe entry of @kori/address-rules: which delivery addresses the shop accepts, per region.
export {
  ADDRESS_FIELDS,
  ADDRESS_VALIDATION_ERROR_CODES,
  isAddressField,
  isAddressValidationErrorCode,
  type AddressField,
  type AddressFieldError,
  type AddressValidationErrorCode,
  type DeliveryAddressFields,
} from './lib/address-codes';
export { validateDeliveryAddress } from './lib/validate-delivery-address';
export { normalizePostalCode, postalCodeError } from './lib/postal-code';
export { normalizePhone, phoneError, PHONE_PREFIXES } from './lib/phone';
export { personNameErrors, NAME_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from './lib/person-name';
export { streetAddressError, STREET_ADDRESS_MAX_LENGTH } from './lib/street-address';
export { cityError } from './lib/city';
export { emailError } from './lib/email';
export { deliveryAddressInputSchema, ADDRESS_FIELD_INPUT_MAX_LENGTH } from './lib/delivery-address-input';
