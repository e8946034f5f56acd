import type { MerchantShopError } from '../merchant-shops/merchant-shop-port';
import { isTransientShopError, lineErrorType, merchantErrorType } from './shop-error-types';

describe('shop error types', () => {
  it('maps each rejected contact field to its own code', () => {
    const codes = (['firstName', 'lastName', 'streetAddress', 'postalCode', 'city', 'email', 'phone'] as const).map((field) =>
      merchantErrorType({ code: 'FIELD_REJECTED', field }),
    );
    expect(codes).toEqual([
      'FIRST_NAME_INPUT_FAILED',
      'LAST_NAME_INPUT_FAILED',
      'STREET_ADDRESS_INPUT_FAILED',
      'ZIP_INPUT_FAILED',
      'CITY_INPUT_FAILED',
      'EMAIL_ADDRESS_INPUT_FAILED',
      'PHONE_INPUT_FAILED',
    ]);
    expect(merchantErrorType({ code: 'FIELD_REJECTED' })).toBe('ADDRESS_INPUT_FAILED');
  });

  it.each<MerchantShopError['code']>([
    'AGENT_BLOCKED',
    'MINIMUM_ORDER_AMOUNT',
    'UNDELIVERABLE_TO_GIVEN_ADDRESS',
    'UNDELIVERABLE_PRODUCTS',
    'UNDELIVERABLE_PRODUCT_COMBINATION',
    'EMAIL_ADDRESS_IN_USE',
  ])('keeps %s as the merchant error of the same name', (code) => {
    expect(merchantErrorType({ code })).toBe(code);
  });

  it('reports an exhausted timeout as SERVER_ERROR and retries only transient answers', () => {
    expect(merchantErrorType({ code: 'TIMEOUT' })).toBe('SERVER_ERROR');
    expect(isTransientShopError({ code: 'TIMEOUT' })).toBe(true);
    expect(isTransientShopError({ code: 'SERVER_ERROR' })).toBe(true);
    expect(isTransientShopError({ code: 'AGENT_BLOCKED' })).toBe(false);
  });

  it('keeps stock and availability problems on the line', () => {
    expect(lineErrorType({ code: 'NOT_ENOUGH_STOCK', available: 1 })).toBe('NOT_ENOUGH_STOCK');
    expect(lineErrorType({ code: 'PRODUCT_NOT_AVAILABLE' })).toBe('PRODUCT_NOT_AVAILABLE');
    expect(lineErrorType({ code: 'AGENT_BLOCKED' })).toBeNull();
  });
});
