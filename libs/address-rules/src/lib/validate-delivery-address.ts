import type { Region } from '@kori/region';
import type { AddressFieldError, DeliveryAddressFields } from './address-codes';
import { cityError } from './city';
import { emailError } from './email';
import { personNameErrors } from './person-name';
import { phoneError } from './phone';
import { postalCodeError } from './postal-code';
import { streetAddressError } from './street-address';

/**
 * Every reason the address cannot be delivered to in the region, at most one per field, in form order.
 * Empty when the address is fine. The same rules run in the storefront (fast feedback) and the API (the word
 * that counts).
 */
export function validateDeliveryAddress(region: Region, address: DeliveryAddressFields): AddressFieldError[] {
  const errors: AddressFieldError[] = [...personNameErrors(address.firstName, address.lastName)];
  const street = streetAddressError(address.streetAddress);
  if (street) errors.push({ field: 'streetAddress', code: street });
  const postalCode = postalCodeError(region, address.postalCode);
  if (postalCode) errors.push({ field: 'postalCode', code: postalCode });
  const city = cityError(address.city);
  if (city) errors.push({ field: 'city', code: city });
  const email = emailError(address.email);
  if (email) errors.push({ field: 'email', code: email });
  const phone = phoneError(region, address.phone);
  if (phone) errors.push({ field: 'phone', code: phone });
  return errors;
}
