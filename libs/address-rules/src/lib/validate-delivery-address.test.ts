import type { Region } from '@kori/region';
import { itAnswersYesOrNo } from '@kori/util-testing';
import { validDeliveryAddress } from '../testing';
import { ADDRESS_FIELDS, ADDRESS_VALIDATION_ERROR_CODES, isAddressValidationErrorCode, type AddressField } from './address-codes';
import { validateDeliveryAddress } from './validate-delivery-address';

describe('validateDeliveryAddress', () => {
  it.each<Region>(['FI', 'SE', 'NL'])('accepts a good %s address', (region) => {
    expect(validateDeliveryAddress(region, validDeliveryAddress(region))).toEqual([]);
  });

  // One case per code: each reaches the shopper at its own field.
  it.each<[Region, Partial<Record<AddressField, string>>, AddressField, string]>([
    ['FI', { postalCode: '0010' }, 'postalCode', 'INVALID_FI_ZIP_CODE'],
    ['FI', { postalCode: '00101' }, 'postalCode', 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE'],
    ['FI', { postalCode: '22100' }, 'postalCode', 'UNSUPPORTED_AX_ZIP_CODE'],
    ['SE', { postalCode: '011 51' }, 'postalCode', 'INVALID_FI_ZIP_CODE'],
    ['NL', { postalCode: '1012 SS' }, 'postalCode', 'INVALID_FI_ZIP_CODE'],
    ['FI', { email: 'matti@example' }, 'email', 'INVALID_EMAIL'],
    ['FI', { phone: '040 12' }, 'phone', 'INVALID_PHONE'],
    ['FI', { phone: '+46 70 123 45 67' }, 'phone', 'INVALID_PHONE_COUNTRY_CODE'],
    ['FI', { firstName: 'A'.repeat(40), lastName: 'B'.repeat(40) }, 'lastName', 'FULL_NAME_TOO_LONG'],
    ['FI', { firstName: 'R2-D2' }, 'firstName', 'INVALID_FIRST_NAME'],
    ['FI', { lastName: '' }, 'lastName', 'INVALID_LAST_NAME'],
    ['FI', { city: 'H' }, 'city', 'INVALID_CITY'],
    ['FI', { streetAddress: 'Mannerheimintie' }, 'streetAddress', 'INVALID_STREET_ADDRESS'],
    ['FI', { streetAddress: 'Mannerheimintie12' }, 'streetAddress', 'NO_SPACE_BEFORE_STREET_NUMBER'],
  ])('%s %j -> %s %s', (region, overrides, field, code) => {
    expect(validateDeliveryAddress(region, validDeliveryAddress(region, overrides))).toEqual([{ field, code }]);
  });

  it('reports every field at once, in form order, each as it is reported alone', () => {
    const empty = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<AddressField, string>;
    const errors = validateDeliveryAddress('FI', empty);
    expect(errors.map((error) => error.field)).toEqual(ADDRESS_FIELDS);
    const alone = (field: AddressField) => validateDeliveryAddress('FI', validDeliveryAddress('FI', { [field]: '' }));
    expect(errors).toEqual(ADDRESS_FIELDS.flatMap(alone));
  });

  it('judges postal code and phone by the region', () => {
    const finnish = validDeliveryAddress('FI');
    expect(validateDeliveryAddress('SE', finnish)).toEqual([{ field: 'postalCode', code: 'INVALID_FI_ZIP_CODE' }]);
    expect(validateDeliveryAddress('SE', { ...finnish, phone: '0457 1234567' })).toContainEqual({ field: 'phone', code: 'INVALID_PHONE' });
    expect(validateDeliveryAddress('NL', { ...finnish, phone: '+358 40 123 4567' })).toEqual([
      { field: 'postalCode', code: 'INVALID_FI_ZIP_CODE' },
      { field: 'phone', code: 'INVALID_PHONE_COUNTRY_CODE' },
    ]);
  });
});

describe('isAddressValidationErrorCode', () => {
  itAnswersYesOrNo<unknown>(isAddressValidationErrorCode, { yes: ADDRESS_VALIDATION_ERROR_CODES, no: ['INVALID_ZIP', '', null, 42, {}, 'invalid_email'] });
});
