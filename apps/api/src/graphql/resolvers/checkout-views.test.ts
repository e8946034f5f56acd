import type { CheckoutRecord } from '../../checkout/checkout-store';
import type { MerchantRow } from '../../db/schema';
import type { MerchantDeliveryOption } from '../../merchant-shops/merchant-shop-port';
import { completedCheckoutView, initiatedCheckoutView } from './checkout-views';

const merchant = (id: string): MerchantRow => ({
  id,
  name: `${id} Oy`,
  title: id,
  region: 'FI',
  currency: 'EUR',
  deliveryCost: 590,
  freeDeliveryThreshold: null,
  deliveryTypes: ['HOME_DELIVERY'],
  deliveryDays: 2,
  websiteUrl: `https://${id}.example`,
  logoUrl: null,
  tosUrl: null,
  privacyPolicyUrl: null,
  rating: null,
  purchaseMode: 'KORI_CHECKOUT',
});

const options: MerchantDeliveryOption[] = [
  { id: 'home', type: 'HOME_DELIVERY', cost: 790, currency: 'EUR', description: 'Home', pickupPoints: [] },
  { id: 'pickup', type: 'PICKUP_DELIVERY', cost: 390, currency: 'EUR', description: 'Locker', pickupPoints: [] },
];

const address = { firstName: 'A', lastName: 'B', streetAddress: 'Katu 1', postalCode: '00100', city: 'Helsinki', email: 'a@b.fi', phone: '+358401234567' };

function record(overrides: Partial<CheckoutRecord['checkout']> = {}): CheckoutRecord {
  const now = new Date();
  const line = (offerId: string, merchantId: string, unitPrice: number) => ({
    offerId,
    productId: `p${offerId}`,
    merchantId,
    name: `Product ${offerId}`,
    imageUrl: null,
    offerUrl: `/merchants/${merchantId}/products/${offerId}`,
    quantity: 1,
    unitPrice,
    currency: 'EUR' as const,
  });
  const part = (merchantId: string, fields: Partial<CheckoutRecord['merchants'][number]>) => ({
    checkoutId: 'c1',
    merchantId,
    step: 'DONE' as const,
    merchantCartId: `${merchantId}-cart`,
    numberAdded: 1,
    totalToAdd: 1,
    numberFound: 1,
    lineOutcomes: {},
    deliveryOptions: options,
    chosenDeliveryOptionId: null,
    errorType: null,
    merchantStatus: null,
    orderReference: null,
    trackingId: null,
    itemsTotal: null,
    deliveryCost: null,
    updatedAt: now,
    merchant: merchant(merchantId),
    ...fields,
  });
  return {
    checkout: {
      id: 'c1',
      cartId: 'cart',
      userId: null,
      region: 'FI',
      currency: 'EUR',
      deliveryAddress: address,
      lines: [line('1', 'alpha', 1000), line('2', 'beta', 2000), line('3', 'gamma', 3000)],
      status: 'INITIATE_COMPLETE',
      paymentMethod: null,
      paymentReference: null,
      chargedAmount: null,
      voidAmount: null,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    },
    merchants: [
      part('alpha', { lineOutcomes: { '1': { status: 'ADDED', found: true, shopUnitPrice: 1100 } } }),
      part('beta', { lineOutcomes: { '2': { status: 'ADDED', found: true } } }),
      part('gamma', { lineOutcomes: { '3': { status: 'FAILED', errorType: 'NOT_ENOUGH_STOCK', found: true } }, errorType: 'AGENT_BLOCKED', deliveryOptions: null }),
    ],
    order: null,
  };
}

const args = { deliveryOptionTemplate: 'LEAST_EXPENSIVE' as const, couponCode: null, deliveryOptions: [{ merchantId: 'beta', deliveryOptionId: 'home' }], sandboxUrl: 'http://sandbox.test' };

describe('initiatedCheckoutView', () => {
  it("picks per template, lets the shopper's pick win per merchant and counts the shop's changed price", () => {
    const view = initiatedCheckoutView(record(), args);
    expect(view.summary?.delivery).toMatchObject([
      { __typename: 'DeliverySummary', merchantDetails: { id: 'alpha' }, selectedDeliveryOption: { id: 'pickup' } },
      { __typename: 'DeliverySummary', merchantDetails: { id: 'beta' }, selectedDeliveryOption: { id: 'home' } },
      { __typename: 'DeliveryProblem', merchantDetails: { id: 'gamma' }, errorType: 'AGENT_BLOCKED' },
    ]);
    expect(view.summary?.totalCosts).toEqual({
      itemsTotal: { price: '31.00', currency: 'EUR' },
      deliveryCost: { price: '11.80', currency: 'EUR' },
      owedByCustomer: { price: '42.80', currency: 'EUR' },
      paidToMerchant: { price: '42.80', currency: 'EUR' },
    });
    expect(view.summary?.totalProductCount).toBe(2);
    expect(view.lines.map((line) => [line.offerId, line.status, line.unitPrice.price, line.errorType])).toEqual([
      ['1', 'ADDED', '11.00', null],
      ['2', 'ADDED', '20.00', null],
      ['3', 'FAILED', '30.00', 'NOT_ENOUGH_STOCK'],
    ]);
    expect(view.summary?.productErrors).toEqual([{ errorType: 'NOT_ENOUGH_STOCK', offerUrl: 'http://sandbox.test/merchants/gamma/products/3' }]);
    expect(view.summary?.merchantErrors).toMatchObject([{ merchantDetails: { id: 'gamma' }, errorType: 'AGENT_BLOCKED' }]);
    expect(view.summary?.checkoutErrors).toEqual([]);
  });

  it('marks a line as FAILED once its merchant agent finished without reaching it, PENDING while it works', () => {
    const blocked = record();
    const gamma = blocked.merchants[2] as CheckoutRecord['merchants'][number];
    gamma.lineOutcomes = {};
    expect(initiatedCheckoutView(blocked, args).lines.find((line) => line.offerId === '3')).toMatchObject({ status: 'FAILED', errorType: null });
    gamma.step = 'ADD_LINES';
    expect(initiatedCheckoutView(blocked, args).lines.find((line) => line.offerId === '3')).toMatchObject({ status: 'PENDING' });
  });

  it('shows no summary while the agents work', () => {
    expect(initiatedCheckoutView(record({ status: 'INITIATED' }), args).summary).toBeNull();
  });

  it('tells NO_PRODUCTS_FOUND from FAILED_CHECKOUT on a failed checkout', () => {
    const failed = record({ status: 'FAILED' });
    expect(initiatedCheckoutView(failed, args).summary?.checkoutErrors).toEqual([{ errorType: 'FAILED_CHECKOUT' }]);
    for (const part of failed.merchants) part.lineOutcomes = { x: { status: 'FAILED', errorType: 'PRODUCT_NOT_AVAILABLE', found: false } };
    expect(initiatedCheckoutView(failed, args).summary?.checkoutErrors).toEqual([{ errorType: 'NO_PRODUCTS_FOUND' }]);
  });
});

describe('completedCheckoutView', () => {
  it('sums the placed merchants only, with the tax of what is owed', () => {
    const done = record({ status: 'PERFORM_COMPLETE', paymentMethod: 'STRIPE' });
    done.merchants[0] = { ...done.merchants[0]!, merchantStatus: 'PERFORM_COMPLETE', chosenDeliveryOptionId: 'pickup', itemsTotal: 1100, deliveryCost: 390 };
    done.merchants[1] = { ...done.merchants[1]!, merchantStatus: 'PERFORM_FAILED', chosenDeliveryOptionId: 'home' };
    done.order = {
      id: 'o1',
      checkoutId: 'c1',
      userId: null,
      region: 'FI',
      currency: 'EUR',
      paymentMethod: 'STRIPE',
      itemsTotal: 1100,
      deliveryCost: 390,
      discount: 0,
      owedByCustomer: 1490,
      createdAt: new Date(),
    };
    const view = completedCheckoutView(done, 'REF123', new Map([['beta', 2790]]));
    expect(view).toMatchObject({
      checkoutStatus: 'PERFORM_COMPLETE',
      orderId: 'o1',
      paymentMethod: 'STRIPE',
      totalProductCount: 1,
      userReferralCode: 'REF123',
      billingAddress: { firstName: 'A', lastName: 'B', streetAddress: 'Katu 1', postalCode: '00100', city: 'Helsinki' },
      orderTotalCosts: { owedByCustomer: { price: '14.90' }, discount: { price: '0.00' }, tax: { price: '3.03' } },
    });
    expect(view.billingAddress).not.toHaveProperty('email');
    expect(view.merchantSummaries.map((summary) => [summary.merchantDetails.id, summary.merchantStatus, summary.deliveryOption?.id])).toEqual([
      ['alpha', 'PERFORM_COMPLETE', 'pickup'],
      ['beta', 'PERFORM_FAILED', 'home'],
    ]);
    // The failed merchant's part of the payment was released: shown on its summary and in total.
    expect(view.merchantSummaries.map((summary) => summary.releasedAmount)).toEqual([null, { price: '27.90', currency: 'EUR' }]);
    expect(view.releasedAmount).toEqual({ price: '27.90', currency: 'EUR' });
    expect(completedCheckoutView(done, null).releasedAmount).toBeNull();
  });
});
