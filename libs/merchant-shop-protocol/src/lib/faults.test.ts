import { faultInputSchema, setFaultsRequestSchema } from './faults';

describe('faultInputSchema', () => {
  it('accepts each kind with its own parameters and a scope', () => {
    expect(faultInputSchema.safeParse({ merchantId: 'hintahaukka', kind: 'latency', ms: 300, times: 2 }).success).toBe(true);
    expect(faultInputSchema.safeParse({ merchantId: 'hintahaukka', kind: 'fieldRejected', field: 'phone' }).success).toBe(true);
    expect(faultInputSchema.safeParse({ merchantId: 'hintahaukka', kind: 'outOfStock', sku: '17', operations: ['addItem'] }).success).toBe(true);
  });

  it.each([
    ['an unknown kind', { merchantId: 'm', kind: 'meteor' }],
    ['a missing parameter', { merchantId: 'm', kind: 'minimumOrderAmount' }],
    ['an unknown field', { merchantId: 'm', kind: 'fieldRejected', field: 'shoeSize' }],
    ['a combination of one product', { merchantId: 'm', kind: 'undeliverableCombination', skus: ['1'] }],
    ['an extra property', { merchantId: 'm', kind: 'timeout', extra: 1 }],
    ['a merchant id with a slash', { merchantId: '../m', kind: 'timeout' }],
  ])('refuses %s', (_label, input) => {
    expect(faultInputSchema.safeParse(input).success).toBe(false);
  });

  it('replaces a merchant’s faults with a list', () => {
    const parsed = setFaultsRequestSchema.safeParse({ merchantId: 'm', faults: [{ merchantId: 'm', kind: 'agentBlocked' }] });
    expect(parsed.success).toBe(true);
  });
});
