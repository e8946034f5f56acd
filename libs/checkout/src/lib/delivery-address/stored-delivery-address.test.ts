import { createStore } from 'jotai';
import {
  EMPTY_DELIVERY_ADDRESS,
  isDeliveryAddressEmpty,
  storedDeliveryAddressAtom,
  type DeliveryAddress,
} from './stored-delivery-address';
import { deliveryAddressFixture } from '../../testing';

const address = deliveryAddressFixture();

describe('stored delivery address', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('defaults to seven empty strings', () => {
    const fields = ['firstName', 'lastName', 'streetAddress', 'postalCode', 'city', 'email', 'phone'];
    expect(createStore().get(storedDeliveryAddressAtom)).toEqual(Object.fromEntries(fields.map((field) => [field, ''])));
  });

  it('is empty only when every field is empty', () => {
    expect(isDeliveryAddressEmpty(EMPTY_DELIVERY_ADDRESS)).toBe(true);
    expect(isDeliveryAddressEmpty(address)).toBe(false);
    for (const field of Object.keys(address) as (keyof DeliveryAddress)[]) {
      expect(isDeliveryAddressEmpty({ ...EMPTY_DELIVERY_ADDRESS, [field]: 'x' })).toBe(false);
    }
  });

  it('is kept under checkout-shipping', () => {
    const store = createStore();
    store.set(storedDeliveryAddressAtom, address);
    expect(JSON.parse(window.localStorage.getItem('checkout-shipping')!)).toEqual(address);
  });

  it('loads a valid stored address', () => {
    window.localStorage.setItem('checkout-shipping', JSON.stringify(address));
    const store = createStore();
    store.set(storedDeliveryAddressAtom, (previous) => previous);
    expect(store.get(storedDeliveryAddressAtom)).toEqual(address);
  });

  it.each([
    ['a field that is not a string', { ...address, postalCode: 100 }],
    ['a missing field', { firstName: 'Aino' }],
    ['not an object', 'Helsinki'],
  ])('discards a stored address with %s', (_name, value) => {
    window.localStorage.setItem('checkout-shipping', JSON.stringify(value));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    store.set(storedDeliveryAddressAtom, (previous) => previous);
    expect(store.get(storedDeliveryAddressAtom)).toEqual(EMPTY_DELIVERY_ADDRESS);
    expect(warn).toHaveBeenCalledWith('Stored value for checkout-shipping does not match schema');
    expect(window.localStorage.getItem('checkout-shipping')).toBeNull();
  });
});
