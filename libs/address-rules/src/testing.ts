// Test helpers of @kori/address-rules: addresses that pass every rule, one per region, and a table test for a field's rule.
import type { Region } from '@kori/region';
import type { AddressValidationErrorCode, DeliveryAddressFields } from './lib/address-codes';
import { fixtureFactory, itAnswersEach } from '@kori/util-testing';

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

/** A single field's values, split into those its rule accepts and, per code, those it refuses with that code. */
export interface FieldValueCases {
  accepts: readonly string[];
  refuses: Partial<Record<AddressValidationErrorCode, readonly string[]>>;
}

/** Registers one test per value that the field's rule answers null (accepts) or the code it is listed under. */
export function itJudgesFieldValues(rule: (value: string) => AddressValidationErrorCode | null, { accepts, refuses }: FieldValueCases): void {
  const refused = Object.entries(refuses) as Array<[AddressValidationErrorCode, readonly string[]]>;
  itAnswersEach<string, AddressValidationErrorCode | null>(rule, [[null, accepts], ...refused]);
}
