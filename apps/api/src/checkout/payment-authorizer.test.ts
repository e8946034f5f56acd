import { paymentAuthorizerFor } from './payment-authorizer';

describe('paymentAuthorizerFor', () => {
  const request = { checkoutId: 'c1', amount: 1000, currency: 'EUR' as const, paymentMethod: 'STRIPE' };

  it('approves with the stand-in outside a deployment', async () => {
    await expect(paymentAuthorizerFor(false).authorize(request)).resolves.toEqual({ approved: true, reference: 'stand-in:c1' });
  });

  it('never lets the stand-in approve in a deployment', async () => {
    await expect(paymentAuthorizerFor(true).authorize(request)).resolves.toEqual({ approved: false });
  });
});
