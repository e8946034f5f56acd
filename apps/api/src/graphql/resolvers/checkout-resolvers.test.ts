import { createFakeMerchantShops } from '../../checkout/testing/fake-merchant-shops';
import { createMemoryCarts } from '../../checkout/testing/memory-carts';
import { koriCheckoutOffers } from '../../checkout/testing/test-offers';
import { createFakePaymentProviders } from '../../payments/testing/fake-payment-provider';
import { useTestApi } from '../../testing/use-test-api';
import { deliveryAddressFixture } from '@kori/address-rules/testing';

const shops = createFakeMerchantShops();
const carts = createMemoryCarts();
const providers = createFakePaymentProviders();
const t = useTestApi({ merchantShops: shops, carts, paymentProviders: providers, env: { STOREFRONT_ORIGIN: 'https://shop.test' } });

const address = deliveryAddressFixture();

const initiate = `mutation Initiate($cartId: ID!, $address: DeliveryAddressInput!) {
  initiateCheckout(cartId: $cartId, deliveryAddress: $address) {
    checkout { id checkoutStatus region lines { offerId status } currentProgress { merchantDetails { id } progress { numberAdded totalToAdd } } }
    addressErrors { field code }
    cartError
    checkoutErrors { errorType }
  }
}`;

const initiated = `query Initiated($id: ID!, $template: DeliveryOptionTemplate, $coupon: String) {
  initiatedCheckout(checkoutId: $id, deliveryOptionTemplate: $template, couponCode: $coupon) {
    checkoutStatus
    currentProgress { numberOfProducts numberFound progress { numberAdded totalToAdd } }
    summary {
      totalProductCount
      totalCosts { itemsTotal { price currency } deliveryCost { price } owedByCustomer { price } }
      delivery {
        ... on DeliverySummary { merchantDetails { id } deliveryOptions { id type cost { price } } selectedDeliveryOption { id } }
        ... on DeliveryProblem { merchantDetails { id } errorType }
      }
      productErrors { errorType offerUrl }
      merchantErrors { errorType }
      checkoutErrors { errorType }
    }
    discounts { title }
    couponCodeErrors { couponCodeCode errorType }
  }
}`;

const perform = `mutation Perform($id: ID!) {
  performCheckout(checkoutId: $id, paymentMethod: STRIPE, deliveryOptionTemplate: PREFER_HOME_DELIVERY) {
    checkoutId checkoutStatus cartError checkoutErrors { errorType }
    payment { ... on RedirectAuthResult { redirectUrl authorizationStatus } ... on CardPaymentProviderV3AuthResult { jwt authorizationStatus } }
  }
}`;

const verify = `mutation Verify($id: ID!, $code: String!) {
  verifyAuthResponse(checkoutId: $id, code: $code) { ... on RedirectAuthResult { redirectUrl authorizationStatus } ... on CardPaymentProviderV3AuthResult { jwt authorizationStatus } }
}`;

const paymentStatus = `query Status($id: ID!) { paymentAuthorizationStatus(checkoutId: $id) { checkoutId authorizationStatus } }`;

const completed = `query Completed($id: ID!) {
  completedCheckout(checkoutId: $id) {
    checkoutStatus orderId paymentMethod totalProductCount userReferralCode
    billingAddress { city postalCode }
    orderTotalCosts { itemsTotal { price } deliveryCost { price } discount { price } owedByCustomer { price } paidToMerchant { price } tax { price currency } }
    merchantSummaries { merchantDetails { id title } merchantStatus deliveryOption { id type } merchantTotalCosts { owedByCustomer { price } } resultProducts { offerId count price { price } } releasedAmount { price } }
    releasedAmount { price currency }
  }
}`;

async function pollStatus<T>(read: () => Promise<T>, statusOf: (value: T) => string | undefined, wanted: string[]): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (wanted.includes(statusOf(value) ?? '')) return value;
    if (Date.now() > deadline) throw new Error(`status ${statusOf(value)} never became ${wanted.join('/')}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('checkout over GraphQL', () => {
  let offer: { id: number; price: number; merchantId: string };

  beforeAll(async () => {
    const [row] = await koriCheckoutOffers(t.db.db, { limit: 1 });
    offer = row!;
    carts.put({ id: 'cart-gql', region: 'FI', userId: null, lines: [{ offerId: String(offer.id), quantity: 2 }], maximumAmount: 10_000_000 });
  });

  it('answers address problems by field and starts nothing', async () => {
    const data = await t.data<{ initiateCheckout: { checkout: unknown; addressErrors: unknown[] } }>(initiate, {
      cartId: 'cart-gql',
      address: { ...address, postalCode: '123' },
    });
    expect(data.initiateCheckout.checkout).toBeNull();
    expect(data.initiateCheckout.addressErrors).toEqual([{ field: 'postalCode', code: 'INVALID_FI_ZIP_CODE' }]);
    expect(shops.calls).toEqual([]);
  });

  it('refuses an over-long field as bad input', async () => {
    const result = await t.graphql(initiate, { cartId: 'cart-gql', address: { ...address, city: 'x'.repeat(5000) } });
    expect(result.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('initiates, shows the review, performs and shows the receipt', async () => {
    const started = await t.data<{ initiateCheckout: { checkout: { id: string; checkoutStatus: string; lines: { status: string }[] } } }>(initiate, {
      cartId: 'cart-gql',
      address,
    });
    const checkoutId = started.initiateCheckout.checkout.id;
    expect(started.initiateCheckout.checkout.checkoutStatus).toBe('INITIATED');

    type Initiated = { initiatedCheckout: { checkoutStatus: string; summary: Record<string, unknown>; couponCodeErrors: unknown[]; currentProgress: unknown[] } };
    const review = await pollStatus(
      () => t.data<Initiated>(initiated, { id: checkoutId, template: 'PREFER_PICKUP_DELIVERY', coupon: 'save10' }),
      (value) => value.initiatedCheckout.checkoutStatus,
      ['INITIATE_COMPLETE', 'FAILED'],
    );
    const items = ((offer.price * 2) / 100).toFixed(2);
    expect(review.initiatedCheckout).toMatchObject({
      checkoutStatus: 'INITIATE_COMPLETE',
      currentProgress: [{ numberOfProducts: 2, numberFound: 1, progress: { numberAdded: 1, totalToAdd: 1 } }],
      couponCodeErrors: [{ couponCodeCode: 'SAVE10', errorType: 'COUPON_NOT_EXISTS' }],
      summary: {
        totalProductCount: 2,
        totalCosts: { itemsTotal: { price: items, currency: 'EUR' }, deliveryCost: { price: '3.90' } },
        delivery: [{ merchantDetails: { id: offer.merchantId }, selectedDeliveryOption: { id: 'pickup' } }],
        productErrors: [],
        merchantErrors: [],
        checkoutErrors: [],
      },
    });

    const performed = await t.data<{ performCheckout: { checkoutStatus: string; cartError: string | null } }>(perform, { id: checkoutId });
    const reference = providers.STRIPE.referenceOf(checkoutId);
    expect(performed.performCheckout).toMatchObject({
      checkoutStatus: 'PERFORM',
      cartError: null,
      payment: { redirectUrl: `https://pay.example/${reference}`, authorizationStatus: 'CREATED_STRIPE' },
    });
    expect(await t.data(paymentStatus, { id: checkoutId })).toEqual({ paymentAuthorizationStatus: { checkoutId, authorizationStatus: 'CREATED_STRIPE' } });

    // The shopper paid at the provider and came back: the API asks the provider before trusting it.
    providers.STRIPE.decide(reference, 'APPROVED');
    expect(await t.data(verify, { id: checkoutId, code: reference })).toEqual({
      verifyAuthResponse: { redirectUrl: `https://shop.test/checkout/processing?checkoutId=${checkoutId}`, authorizationStatus: 'APPROVED' },
    });

    type Completed = { completedCheckout: { checkoutStatus: string; orderId: string | null; orderTotalCosts: Record<string, { price: string }> } };
    const receipt = await pollStatus(() => t.data<Completed>(completed, { id: checkoutId }), (value) => value.completedCheckout.checkoutStatus, [
      'PERFORM_COMPLETE',
      'PERFORM_FAILED',
    ]);
    const owed = offer.price * 2 + 790;
    expect(receipt.completedCheckout).toMatchObject({
      checkoutStatus: 'PERFORM_COMPLETE',
      paymentMethod: 'STRIPE',
      totalProductCount: 2,
      userReferralCode: null,
      billingAddress: { city: 'Helsinki', postalCode: '00100' },
      orderTotalCosts: {
        owedByCustomer: { price: (owed / 100).toFixed(2) },
        discount: { price: '0.00' },
        tax: { price: ((Math.round((owed * 255) / 1255)) / 100).toFixed(2), currency: 'EUR' },
      },
      merchantSummaries: [
        { merchantStatus: 'PERFORM_COMPLETE', deliveryOption: { id: 'home', type: 'HOME_DELIVERY' }, resultProducts: [{ offerId: String(offer.id), count: 2 }], releasedAmount: null },
      ],
      releasedAmount: null,
    });
    expect(receipt.completedCheckout.orderId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a payment return for an unknown checkout or with a bad code as bad input; an unknown status reads as none', async () => {
    const unknown = await t.graphql(verify, { id: '00000000-0000-4000-8000-000000000000', code: 'x' });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const empty = await t.graphql(verify, { id: '00000000-0000-4000-8000-000000000000', code: '' });
    expect(empty.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await t.data(paymentStatus, { id: '00000000-0000-4000-8000-000000000000' })).toEqual({ paymentAuthorizationStatus: null });
  });

  it('lets the shopper leave an unfinished provider payment to pay another way; an unknown checkout is bad input', async () => {
    const cancel = `mutation Cancel($id: ID!) { cancelPayment(checkoutId: $id) { checkoutId checkoutStatus } }`;
    carts.put({ id: 'cart-gql-cancel', region: 'FI', userId: null, lines: [{ offerId: String(offer.id), quantity: 1 }], maximumAmount: 10_000_000 });
    const started = await t.data<{ initiateCheckout: { checkout: { id: string } } }>(initiate, { cartId: 'cart-gql-cancel', address });
    const checkoutId = started.initiateCheckout.checkout.id;
    await pollStatus(() => t.data<{ initiatedCheckout: { checkoutStatus: string } }>(initiated, { id: checkoutId }), (value) => value.initiatedCheckout.checkoutStatus, ['INITIATE_COMPLETE', 'FAILED']);
    expect((await t.data<{ performCheckout: { checkoutStatus: string } }>(perform, { id: checkoutId })).performCheckout.checkoutStatus).toBe('PERFORM');

    expect(await t.data(cancel, { id: checkoutId })).toEqual({ cancelPayment: { checkoutId, checkoutStatus: 'INITIATE_COMPLETE' } });
    expect(await t.data(paymentStatus, { id: checkoutId })).toEqual({ paymentAuthorizationStatus: { checkoutId, authorizationStatus: 'CANCELLED' } });
    expect((await t.data<{ performCheckout: { checkoutStatus: string; cartError: string | null } }>(perform, { id: checkoutId })).performCheckout).toMatchObject({ checkoutStatus: 'PERFORM', cartError: null });

    const unknown = await t.graphql(cancel, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const malformed = await t.graphql(cancel, { id: 'nope' });
    expect(malformed.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('reads an unknown or malformed checkout id as none', async () => {
    const data = await t.data<{ completedCheckout: unknown; initiatedCheckout: unknown }>(
      'query { completedCheckout(checkoutId: "00000000-0000-4000-8000-000000000000") { orderId } initiatedCheckout(checkoutId: "nope") { id } }',
    );
    expect(data).toEqual({ completedCheckout: null, initiatedCheckout: null });
  });
});
