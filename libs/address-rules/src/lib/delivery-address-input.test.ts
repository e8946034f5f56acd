import { validDeliveryAddress } from '../testing';
import { ADDRESS_FIELD_INPUT_MAX_LENGTH, deliveryAddressInputSchema } from './delivery-address-input';

describe('deliveryAddressInputSchema', () => {
  it('takes seven strings', () => {
    const address = validDeliveryAddress('FI');
    expect(deliveryAddressInputSchema().parse(address)).toEqual(address);
  });

  it.each([
    ['a missing field', { ...validDeliveryAddress('FI'), phone: undefined }],
    ['a number', { ...validDeliveryAddress('FI'), postalCode: 100 }],
    ['an overlong field', { ...validDeliveryAddress('FI'), city: 'a'.repeat(ADDRESS_FIELD_INPUT_MAX_LENGTH + 1) }],
    ['not an object', 'Mannerheimintie 12'],
  ])('refuses %s', (_name, input) => {
    expect(deliveryAddressInputSchema().safeParse(input).success).toBe(false);
  });
});
