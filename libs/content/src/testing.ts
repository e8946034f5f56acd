/**
 * Fixtures for content page tests (this lib's and others'): merchants shaped exactly like the generated
 * query type, so a schema change breaks them at compile time.
 */
import type { MerchantsQuery } from './graphql/generated/graphql';

export type MerchantFixture = MerchantsQuery['merchants'][number];

type Currency = 'EUR' | 'SEK';

export function merchantFixture(overrides: Partial<MerchantFixture> & { currency?: Currency } = {}): MerchantFixture {
  const { currency = 'EUR', ...fields } = overrides;
  return {
    id: 'tekniikkatori',
    name: 'Tekniikkatori Oy',
    title: 'Tekniikkatori',
    region: currency === 'SEK' ? 'SE' : 'FI',
    websiteUrl: 'https://tekniikkatori.example/',
    rating: 0.96,
    deliveryTerms: {
      deliveryCost: { price: '4.90', currency },
      freeDeliveryThreshold: { price: '50.00', currency },
      deliveryTypes: ['HOME_DELIVERY', 'PICKUP_DELIVERY'],
      deliveryDays: 2,
    },
    ...fields,
  };
}

/** A `Merchants` query result. */
export function merchantsQueryFixture(merchants: MerchantFixture[] = [merchantFixture()]): MerchantsQuery {
  return { merchants };
}
