import { CHECKOUT_STATUSES, isFinalCheckoutStatus, nextCheckoutStatus, type CheckoutEvent, type CheckoutStatus } from './checkout-status';

describe('nextCheckoutStatus', () => {
  it.each<[CheckoutStatus, CheckoutEvent, CheckoutStatus]>([
    ['INITIATED', { type: 'AGENTS_DONE', buyable: true }, 'INITIATE_COMPLETE'],
    ['INITIATED', { type: 'AGENTS_DONE', buyable: false }, 'FAILED'],
    ['INITIATE_COMPLETE', { type: 'PERFORM_STARTED' }, 'PERFORM'],
    ['PERFORM', { type: 'PAYMENT_DECLINED' }, 'INITIATE_COMPLETE'],
    ['PERFORM', { type: 'PLACEMENTS_DONE', placed: 2 }, 'PERFORM_COMPLETE'],
    ['PERFORM', { type: 'PLACEMENTS_DONE', placed: 0 }, 'PERFORM_FAILED'],
  ])('%s + %j -> %s', (status, event, next) => {
    expect(nextCheckoutStatus(status, event)).toBe(next);
  });

  it('refuses to perform before the agents are done, or twice', () => {
    expect(nextCheckoutStatus('INITIATED', { type: 'PERFORM_STARTED' })).toBeNull();
    expect(nextCheckoutStatus('PERFORM', { type: 'PERFORM_STARTED' })).toBeNull();
    expect(nextCheckoutStatus('PERFORM_COMPLETE', { type: 'PERFORM_STARTED' })).toBeNull();
  });

  it('lets no event leave a final status', () => {
    const events: CheckoutEvent[] = [
      { type: 'AGENTS_DONE', buyable: true },
      { type: 'PERFORM_STARTED' },
      { type: 'PAYMENT_DECLINED' },
      { type: 'PLACEMENTS_DONE', placed: 1 },
    ];
    const finals = CHECKOUT_STATUSES.filter(isFinalCheckoutStatus);
    expect(finals).toEqual(['FAILED', 'PERFORM_COMPLETE', 'PERFORM_FAILED']);
    for (const status of finals) for (const event of events) expect(nextCheckoutStatus(status, event)).toBeNull();
  });

  it('finishes the agents only once', () => {
    expect(nextCheckoutStatus('INITIATE_COMPLETE', { type: 'AGENTS_DONE', buyable: true })).toBeNull();
  });
});
