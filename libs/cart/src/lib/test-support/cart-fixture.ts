// Test-only: carts as the API answers them, small enough to read in a test.
import type { CartLineView, CartMerchantGroupView, CartView } from '../model/cart-types';
import { fixtureFactory } from '@kori/util-testing';

export const TEST_CART_ID = '0b9f1c2e-5a4d-4c3b-9e8f-7a6b5c4d3e2f';

export const eur = (price: string) => ({ price, currency: 'EUR' as const });

export const cartLineFixture = fixtureFactory<CartLineView>(() => ({
  id: 'line-1',
  offerId: 'offer-1',
  productId: 'product-1',
  productPath: '/phones/lumo-x/product-1',
  name: 'Lumo X',
  brand: 'Lumo',
  imageUrl: null,
  quantity: 1,
  stockStatus: 'IN_STOCK',
  unitPrice: eur('100.00'),
  lineTotal: eur('100.00'),
}));

export const merchantGroupFixture = fixtureFactory<CartMerchantGroupView>(() => ({
  merchantDetails: { id: 'merchant-1', name: 'gigashop', title: 'Gigashop' },
  lines: [cartLineFixture()],
  subtotal: eur('100.00'),
  deliveryCost: eur('4.90'),
  freeDeliveryThreshold: eur('150.00'),
  deliveryDays: 2,
}));

/** Two merchants: Gigashop (one phone, delivery 4.90 under a 150.00 threshold) and Verkko (two cables, free). */
export const cartFixture = fixtureFactory<CartView>(() => ({
  id: TEST_CART_ID,
  region: 'FI',
  currency: 'EUR',
  itemCount: 3,
  merchants: [
    merchantGroupFixture(),
    merchantGroupFixture({
      merchantDetails: { id: 'merchant-2', name: 'verkko', title: 'Verkko' },
      lines: [
        cartLineFixture({
          id: 'line-2',
          offerId: 'offer-2',
          productId: 'product-2',
          productPath: '/cables/usb-c/product-2',
          name: 'USB-C cable',
          brand: null,
          quantity: 2,
          unitPrice: eur('10.00'),
          lineTotal: eur('20.00'),
        }),
      ],
      subtotal: eur('20.00'),
      deliveryCost: eur('0.00'),
      freeDeliveryThreshold: null,
      deliveryDays: 3,
    }),
  ],
  itemsTotal: eur('120.00'),
  deliveryTotal: eur('4.90'),
  total: eur('124.90'),
  maximumAmount: eur('5000.00'),
  cheapestMix: { total: eur('124.90'), saving: eur('0.00'), changes: [] },
}));

/** The fixture cart with a cheaper assignment: the cables from Gigashop instead of Verkko (saves 4.90). */
export function cartWithCheaperMixFixture(): CartView {
  return cartFixture({
    cheapestMix: {
      total: eur('120.00'),
      saving: eur('4.90'),
      changes: [
        {
          productId: 'product-2',
          name: 'USB-C cable',
          fromOfferId: 'offer-2',
          fromMerchant: { id: 'merchant-2', title: 'Verkko' },
          toOfferId: 'offer-3',
          toMerchant: { id: 'merchant-1', title: 'Gigashop' },
          quantity: 2,
        },
      ],
    },
  });
}

export const emptyCartFixture = (): CartView =>
  cartFixture({ itemCount: 0, merchants: [], itemsTotal: eur('0.00'), deliveryTotal: eur('0.00'), total: eur('0.00'), cheapestMix: null });
