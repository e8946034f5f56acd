import { isZero, minorUnits, missingForFreeDelivery } from './free-delivery';

const eur = (price: string) => ({ price, currency: 'EUR' as const });

describe('minorUnits', () => {
  it.each([
    ['12.90', 1290],
    ['0.05', 5],
    ['7', 700],
    ['7.5', 750],
    ['0.00', 0],
  ])('reads %s as %d', (price, minor) => expect(minorUnits(price)).toBe(minor));

  it('is NaN for what is not an amount', () => expect(minorUnits('12,90')).toBeNaN());
});

describe('missingForFreeDelivery', () => {
  it('is what the subtotal lacks of the threshold, exactly', () => {
    expect(missingForFreeDelivery({ subtotal: eur('100.10'), deliveryCost: eur('4.90'), freeDeliveryThreshold: eur('150.00') })).toEqual(eur('49.90'));
  });

  it('is null when delivery is already free, or the merchant never ships free', () => {
    expect(missingForFreeDelivery({ subtotal: eur('150.00'), deliveryCost: eur('0.00'), freeDeliveryThreshold: eur('150.00') })).toBeNull();
    expect(missingForFreeDelivery({ subtotal: eur('10.00'), deliveryCost: eur('4.90'), freeDeliveryThreshold: null })).toBeNull();
  });

  it('tells zero amounts', () => {
    expect(isZero(eur('0.00'))).toBe(true);
    expect(isZero(eur('0.01'))).toBe(false);
  });
});
