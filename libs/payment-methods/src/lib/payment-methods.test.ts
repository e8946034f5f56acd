import { PAYMENT_METHODS, isPaymentMethod, paymentMethodsForRegion, paymentTypeForMethod, providerForMethod } from './payment-methods';

describe('paymentTypeForMethod', () => {
  it.each([
    ['AVARDA_CHECKOUTV3_CREDIT', 'AVARDA_INVOICE'],
    ['AVARDA_CHECKOUTV3_INVOICE', 'AVARDA_INVOICE'],
    ['CREDIT', 'AVARDA_INVOICE'],
    ['INVOICE', 'AVARDA_INVOICE'],
    ['ADYEN', 'PREPAID'],
    ['AVARDA_CHECKOUTV3_CARD', 'PREPAID'],
    ['STRIPE', 'PREPAID'],
  ] as const)('%s is %s', (method, type) => {
    expect(paymentTypeForMethod(method)).toBe(type);
  });
});

describe('providerForMethod', () => {
  it('sends Adyen and Stripe to their own provider and the rest to Avarda', () => {
    expect(PAYMENT_METHODS.map(providerForMethod)).toEqual(['ADYEN', 'AVARDA', 'AVARDA', 'AVARDA', 'AVARDA', 'AVARDA', 'STRIPE']);
  });
});

describe('paymentMethodsForRegion', () => {
  it('offers Avarda in the Nordic regions and cards everywhere', () => {
    expect(paymentMethodsForRegion('FI')).toContain('AVARDA_CHECKOUTV3_INVOICE');
    expect(paymentMethodsForRegion('SE')).toContain('AVARDA_CHECKOUTV3_CARD');
    expect(paymentMethodsForRegion('NL')).toEqual(['ADYEN', 'STRIPE']);
  });

  it('offers nothing in a region the shop does not serve, and never the legacy values', () => {
    expect(paymentMethodsForRegion('DE')).toEqual([]);
    for (const region of ['FI', 'SE', 'NL']) {
      expect(paymentMethodsForRegion(region)).not.toContain('INVOICE');
      expect(paymentMethodsForRegion(region)).not.toContain('CREDIT');
    }
  });
});

describe('isPaymentMethod', () => {
  it('accepts the enum values only', () => {
    expect(isPaymentMethod('STRIPE')).toBe(true);
    expect(isPaymentMethod('stripe')).toBe(false);
    expect(isPaymentMethod(3)).toBe(false);
  });
});
