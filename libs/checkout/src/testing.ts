// Fixtures for tests that need a delivery address.
import type { DeliveryAddress } from './lib/delivery-address/stored-delivery-address';

export function deliveryAddressFixture(overrides: Partial<DeliveryAddress> = {}): DeliveryAddress {
  return {
    firstName: 'Aino',
    lastName: 'Virtanen',
    streetAddress: 'Mannerheimintie 1',
    postalCode: '00100',
    city: 'Helsinki',
    email: 'aino@example.com',
    phone: '+358401234567',
    ...overrides,
  };
}
