import { PAYMENT_AUTHORIZATION_STATUSES, authenticationOutcomeOf, settlementOf } from './authorization-status';

describe('settlementOf', () => {
  it('settles on APPROVED and on every refusal, waits on the rest', () => {
    const table = Object.fromEntries(PAYMENT_AUTHORIZATION_STATUSES.map((status) => [status, settlementOf(status)]));
    expect(table).toEqual({
      ADYEN_PAYMENT_STARTED: 'pending',
      APPROVED: 'approved',
      AVARDA_CREDIT_DENIED: 'failed',
      AVARDA_INCORRECT_ADDRESS: 'failed',
      AVARDA_REJECTED: 'failed',
      CANCELLED: 'failed',
      CREATED_AVARDA_CHECKOUTV3: 'pending',
      CREATED_STRIPE: 'pending',
      FAILED: 'failed',
      PENDING: 'pending',
    });
  });
});

describe('authenticationOutcomeOf', () => {
  it('gives the three Avarda refusals distinct outcomes', () => {
    const outcomes = (['AVARDA_REJECTED', 'AVARDA_CREDIT_DENIED', 'AVARDA_INCORRECT_ADDRESS'] as const).map(authenticationOutcomeOf);
    expect(outcomes).toEqual(['rejected', 'credit_declined', 'incorrect_address']);
  });

  it('maps approval, cancel and failure, and nothing while under way', () => {
    expect(authenticationOutcomeOf('APPROVED')).toBe('success');
    expect(authenticationOutcomeOf('CANCELLED')).toBe('cancelled');
    expect(authenticationOutcomeOf('FAILED')).toBe('error');
    expect(authenticationOutcomeOf('PENDING')).toBeNull();
    expect(authenticationOutcomeOf('CREATED_STRIPE')).toBeNull();
  });
});
