// Fixtures for tests that need a delivery address: the one shopper fixture lives with the address rules.
export { deliveryAddressFixture } from '@kori/address-rules/testing';
