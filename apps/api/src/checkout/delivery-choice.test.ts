import type { MerchantDeliveryOption } from '../merchant-shops/merchant-shop-port';
import { chooseDeliveryOption, optionByTemplate } from './delivery-choice';

const option = (id: string, type: MerchantDeliveryOption['type'], cost: number): MerchantDeliveryOption => ({
  id,
  type,
  cost,
  currency: 'EUR',
  description: id,
  pickupPoints: [],
});

const options = [option('home', 'HOME_DELIVERY', 790), option('parcel', 'PICKUP_DELIVERY', 490), option('store', 'STORE_PICKUP', 0)];

describe('delivery choice', () => {
  it('picks per template', () => {
    expect(optionByTemplate(options, 'LEAST_EXPENSIVE')?.id).toBe('store');
    expect(optionByTemplate(options, 'PREFER_HOME_DELIVERY')?.id).toBe('home');
    expect(optionByTemplate(options, 'PREFER_PICKUP_DELIVERY')?.id).toBe('store');
  });

  it('falls back to the cheapest when the preferred kind is missing, and to none without options', () => {
    expect(optionByTemplate([options[1]!, options[2]!], 'PREFER_HOME_DELIVERY')?.id).toBe('store');
    expect(optionByTemplate([], 'LEAST_EXPENSIVE')).toBeNull();
  });

  it("lets the shopper's pick win when the shop offers it", () => {
    expect(chooseDeliveryOption(options, 'LEAST_EXPENSIVE', 'home')?.id).toBe('home');
    expect(chooseDeliveryOption(options, 'LEAST_EXPENSIVE', 'gone')?.id).toBe('store');
  });
});
