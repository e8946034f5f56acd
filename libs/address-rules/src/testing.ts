// Test helpers of @kori/address-rules: addresses that pass every rule, one per region.
import type { Region } from '@kori/region';
import type { DeliveryAddressFields } from './lib/address-codes';
import { fixtureFactory } from '@kori/util-testing';

const VALID_ADDRESSES: Readonly<Record<Region, DeliveryAddressFields>> = {
  FI: {
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    streetAddress: 'Mannerheimintie 12 A 5',
    postalCode: '00100',
    city: 'Helsinki',
    email: 'matti@example.fi',
    phone: '040 123 4567',
  },
  SE: {
    firstName: 'Anna',
    lastName: 'Svensson',
    streetAddress: 'Storgatan 1',
    postalCode: '114 51',
    city: 'Stockholm',
    email: 'anna@example.se',
    phone: '070-123 45 67',
  },
  NL: {
    firstName: 'Jan',
    lastName: 'de Vries',
    streetAddress: 'Kalverstraat 92',
    postalCode: '1012 PH',
    city: 'Amsterdam',
    email: 'jan@example.nl',
    phone: '06 12345678',
  },
};

/** A delivery address in the region that passes every rule; `overrides` change single fields. */
export function validDeliveryAddress(region: Region, overrides: Partial<DeliveryAddressFields> = {}): DeliveryAddressFields {
  return { ...VALID_ADDRESSES[region], ...overrides };
}

/** The shopper most tests use, as the API stores the address (phone in E.164); `overrides` change single fields. */
export const deliveryAddressFixture = fixtureFactory<DeliveryAddressFields>(() => ({
  firstName: 'Aino',
  lastName: 'Virtanen',
  streetAddress: 'Mannerheimintie 1',
  postalCode: '00100',
  city: 'Helsinki',
  email: 'aino@example.com',
  phone: '+358401234567',
}));
