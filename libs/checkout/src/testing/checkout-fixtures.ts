// Test-only: API answers of the checkout queries, overridable per test.
import type { GetCompletedCheckoutQuery } from '../graphql/generated/graphql';
import type { InitiatedCheckoutView } from '../lib/processing/processing-data';
import { deliveryAddressFixture } from '@kori/address-rules/testing';
import { fixtureFactory } from '@kori/util-testing';

type CompletedCheckoutView = NonNullable<GetCompletedCheckoutQuery['completedCheckout']>;

export const eur = (price: string) => ({ price, currency: 'EUR' as const });

const merchant = (id: string, title: string) => ({ id, name: title.toLowerCase(), title, tos_url: null, privacyPolicyUrl: null });
export const VERKKO = merchant('m-1', 'Verkko');
export const GIGA = merchant('m-2', 'Giga');

const address = deliveryAddressFixture();

export const initiatedCheckoutFixture = fixtureFactory<InitiatedCheckoutView>(() => ({
  id: 'chk-1',
  checkoutStatus: 'INITIATE_COMPLETE',
  region: 'FI',
  deliveryAddress: address,
  currentProgress: [
    { merchantDetails: VERKKO, progress: { numberAdded: 2, totalToAdd: 2 }, numberOfProducts: 2, numberFound: 2 },
    { merchantDetails: GIGA, progress: { numberAdded: 1, totalToAdd: 1 }, numberOfProducts: 1, numberFound: 1 },
  ],
  lines: [
    { offerId: 'o-1', productId: 'p-1', merchantId: 'm-1', name: 'Lumo TV', imageUrl: null, quantity: 1, unitPrice: eur('499.00'), status: 'ADDED', errorType: null },
    { offerId: 'o-2', productId: 'p-2', merchantId: 'm-1', name: 'HDMI cable', imageUrl: null, quantity: 1, unitPrice: eur('9.90'), status: 'ADDED', errorType: null },
    { offerId: 'o-3', productId: 'p-3', merchantId: 'm-2', name: 'Soundbar', imageUrl: null, quantity: 1, unitPrice: eur('199.00'), status: 'ADDED', errorType: null },
  ],
  summary: {
    totalProductCount: 3,
    totalCosts: { itemsTotal: eur('707.90'), deliveryCost: eur('5.90'), owedByCustomer: eur('713.80'), paidToMerchant: eur('713.80') },
    delivery: [
      {
        merchantDetails: VERKKO,
        deliveryOptions: [
          { id: 'd-1', type: 'PICKUP_DELIVERY', merchantDescription: 'Posti pickup point', cost: eur('0.00') },
          { id: 'd-2', type: 'HOME_DELIVERY', merchantDescription: 'Evening delivery 17-21', cost: eur('9.90') },
        ],
        selectedDeliveryOption: { id: 'd-1' },
        deliveryDescription: null,
      },
      {
        merchantDetails: GIGA,
        deliveryOptions: [{ id: 'd-3', type: 'STORE_PICKUP', merchantDescription: null, cost: eur('5.90') }],
        selectedDeliveryOption: { id: 'd-3' },
        deliveryDescription: null,
      },
    ],
    productErrors: [],
    merchantErrors: [],
    checkoutErrors: [],
  },
  discounts: [],
  couponCodeErrors: [],
}));

export const completedCheckoutFixture = fixtureFactory<CompletedCheckoutView>(() => ({
  checkoutStatus: 'PERFORM_COMPLETE',
  deliveryAddress: address,
  billingAddress: { firstName: 'Aino', lastName: 'Virtanen', streetAddress: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki' },
  totalProductCount: 3,
  orderTotalCosts: {
    deliveryCost: eur('5.90'),
    discount: eur('0.00'),
    itemsTotal: eur('707.90'),
    owedByCustomer: eur('713.80'),
    paidToMerchant: eur('713.80'),
  },
  orderId: 'K-1001',
  paymentMethod: 'INVOICE',
  discounts: [],
  merchantSummaries: [
    {
      merchantDetails: VERKKO,
      merchantStatus: 'PERFORM_COMPLETE',
      merchantTotalCosts: { deliveryCost: eur('0.00'), itemsTotal: eur('508.90'), owedByCustomer: eur('508.90'), paidToMerchant: eur('508.90') },
      deliveryDescription: 'Delivered in 2-3 days',
      deliveryOption: { id: 'd-1', merchantDescription: 'Posti pickup point', type: 'PICKUP_DELIVERY', cost: eur('0.00') },
      releasedAmount: null,
      resultProducts: [
        { offerId: 'o-1', count: 1, price: eur('499.00'), priceWithBenefit: null, benefitAmount: null },
        { offerId: 'o-2', count: 1, price: eur('9.90'), priceWithBenefit: null, benefitAmount: null },
      ],
    },
    {
      merchantDetails: GIGA,
      merchantStatus: 'PERFORM_COMPLETE',
      merchantTotalCosts: { deliveryCost: eur('5.90'), itemsTotal: eur('199.00'), owedByCustomer: eur('204.90'), paidToMerchant: eur('204.90') },
      deliveryDescription: null,
      deliveryOption: { id: 'd-3', merchantDescription: null, type: 'STORE_PICKUP', cost: eur('5.90') },
      releasedAmount: null,
      resultProducts: [{ offerId: 'o-3', count: 1, price: eur('199.00'), priceWithBenefit: null, benefitAmount: null }],
    },
  ],
  userReferralCode: null,
  releasedAmount: null,
}));
