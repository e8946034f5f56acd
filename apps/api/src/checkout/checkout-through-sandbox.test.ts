// The whole checkout as the storefront drives it, with nothing faked: carts in the database, the
// engine's jobs, and the sandbox's merchant shops over HTTP (selling the same seeded catalogue).
import { and, eq, gte } from 'drizzle-orm';
import { merchants, offers } from '../db/schema';
import { createHttpMerchantShops } from '../merchant-shops/http-merchant-shops';
import type { MerchantShops } from '../merchant-shops/merchant-shop-port';
import { startMerchantSandbox, type MerchantSandbox } from '../merchant-shops/start-merchant-sandbox';
import { createFakePaymentProviders } from '../payments/testing/fake-payment-provider';
import { useTestApi } from '../testing/use-test-api';

let sandbox: MerchantSandbox | undefined;
let httpShops: MerchantShops | undefined;
// The API starts before the sandbox's URL is known; the engine asks for a shop only once a checkout runs.
const shops: MerchantShops = {
  forMerchant(merchantId) {
    if (!httpShops) throw new Error('the sandbox is not running');
    return httpShops.forMerchant(merchantId);
  },
};

beforeAll(async () => {
  sandbox = await startMerchantSandbox();
  httpShops = createHttpMerchantShops({ baseUrl: sandbox.shopsUrl, agentToken: sandbox.agentToken, timeoutMs: 3000 });
});
afterAll(async () => {
  await sandbox?.close();
});

// Payments go through a fake provider here; the sandbox's payment providers have tests of their own.
const providers = createFakePaymentProviders();
const t = useTestApi({ merchantShops: shops, paymentProviders: providers });

const address = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  streetAddress: 'Mannerheimintie 12 B 7',
  postalCode: '00100',
  city: 'Helsinki',
  email: 'aino@example.com',
  phone: '040 123 4567',
};

interface Added {
  cartAddOffer: { cart: { id: string; itemCount: number } | null; userErrors: { code: string }[] };
}
interface Initiated {
  initiatedCheckout: {
    checkoutStatus: string;
    summary: {
      delivery: { merchantDetails: { id: string }; errorType?: string; deliveryOptions?: { id: string }[] }[];
      productErrors: { errorType: string }[];
    } | null;
  };
}
interface Completed {
  completedCheckout: {
    checkoutStatus: string;
    orderId: string | null;
    merchantSummaries: { merchantDetails: { id: string }; merchantStatus: string }[];
    orderTotalCosts: { owedByCustomer: { price: string } };
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Two Finnish checkout merchants with an offer each that has stock to spare. */
async function twoMerchantOffers(): Promise<{ offerId: number; merchantId: string }[]> {
  const rows = await t.db.db
    .select({ offerId: offers.id, merchantId: offers.merchantId })
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(and(eq(offers.region, 'FI'), eq(merchants.purchaseMode, 'KORI_CHECKOUT'), gte(offers.stockQuantity, 10)))
    .orderBy(offers.id);
  const picked = new Map<string, number>();
  for (const row of rows) if (!picked.has(row.merchantId)) picked.set(row.merchantId, row.offerId);
  const chosen = [...picked].slice(0, 2).map(([merchantId, offerId]) => ({ merchantId, offerId }));
  expect(chosen).toHaveLength(2);
  return chosen;
}

async function cartWith(offerIds: number[]): Promise<string> {
  let cartId: string | null = null;
  for (const offerId of offerIds) {
    const { cartAddOffer }: Added = await t.data<Added>(
      `mutation Add($cartId: ID, $offerId: ID!) { cartAddOffer(cartId: $cartId, region: FI, offerId: $offerId) { cart { id itemCount } userErrors { code } } }`,
      { cartId, offerId: String(offerId) },
    );
    expect(cartAddOffer.userErrors).toEqual([]);
    cartId = cartAddOffer.cart?.id ?? null;
  }
  return cartId as string;
}

async function initiate(cartId: string): Promise<string> {
  const { initiateCheckout } = await t.data<{ initiateCheckout: { checkout: { id: string } | null; addressErrors: unknown[] } }>(
    `mutation I($cartId: ID!, $address: DeliveryAddressInput!) { initiateCheckout(cartId: $cartId, deliveryAddress: $address) { checkout { id } addressErrors { field code } } }`,
    { cartId, address },
  );
  expect(initiateCheckout.addressErrors).toEqual([]);
  return initiateCheckout.checkout?.id as string;
}

const readInitiated = (id: string) =>
  t.data<Initiated>(
    `query P($id: ID!) { initiatedCheckout(checkoutId: $id, deliveryOptionTemplate: LEAST_EXPENSIVE) {
      checkoutStatus
      summary {
        delivery { ... on DeliverySummary { merchantDetails { id } deliveryOptions { id } } ... on DeliveryProblem { merchantDetails { id } errorType } }
        productErrors { errorType }
      }
    } }`,
    { id },
  );

describe('checkout through the sandbox merchant shops', () => {
  beforeEach(async () => {
    await sandbox?.reset();
  });

  it('places one order per merchant and takes the stock at each shop', async () => {
    const picked = await twoMerchantOffers();
    const stockBefore = await Promise.all(picked.map((p) => (sandbox as MerchantSandbox).stockOf(String(p.offerId))));
    const checkoutId = await initiate(await cartWith(picked.map((p) => p.offerId)));

    const initiated = await until(() => readInitiated(checkoutId), (v) => v.initiatedCheckout.checkoutStatus !== 'INITIATED');
    expect(initiated.initiatedCheckout.checkoutStatus).toBe('INITIATE_COMPLETE');
    expect(initiated.initiatedCheckout.summary?.productErrors).toEqual([]);
    const delivery = initiated.initiatedCheckout.summary?.delivery ?? [];
    expect(delivery.map((d) => d.merchantDetails.id).sort()).toEqual(picked.map((p) => p.merchantId).sort());
    for (const merchant of delivery) expect(merchant.deliveryOptions?.length).toBeGreaterThan(0);

    const { performCheckout } = await t.data<{ performCheckout: { cartError: string | null } }>(
      `mutation F($id: ID!) { performCheckout(checkoutId: $id, paymentMethod: INVOICE, deliveryOptionTemplate: LEAST_EXPENSIVE) { cartError } }`,
      { id: checkoutId },
    );
    expect(performCheckout.cartError).toBeNull();
    // Invoice goes through Avarda: the shopper completes the purchase, the return is verified.
    providers.AVARDA.decide(providers.AVARDA.referenceOf(checkoutId), 'APPROVED');
    await t.data(`mutation V($id: ID!) { verifyAuthResponse(checkoutId: $id, code: "purchase") { __typename } }`, { id: checkoutId });
    const done = await until(
      () => t.data<Completed>(`query C($id: ID!) { completedCheckout(checkoutId: $id) { checkoutStatus orderId merchantSummaries { merchantDetails { id } merchantStatus } orderTotalCosts { owedByCustomer { price } } } }`, { id: checkoutId }),
      (v) => v.completedCheckout.checkoutStatus !== 'PERFORM',
    );
    expect(done.completedCheckout.checkoutStatus).toBe('PERFORM_COMPLETE');
    expect(done.completedCheckout.orderId).toEqual(expect.any(String));
    expect(done.completedCheckout.merchantSummaries.map((m) => m.merchantStatus)).toEqual(['PERFORM_COMPLETE', 'PERFORM_COMPLETE']);
    const stockAfter = await Promise.all(picked.map((p) => (sandbox as MerchantSandbox).stockOf(String(p.offerId))));
    expect(stockAfter).toEqual(stockBefore.map((stock) => stock - 1));
  });

  it('reports a merchant behind a bot wall as AGENT_BLOCKED and still gets the other merchant ready', async () => {
    const picked = await twoMerchantOffers();
    const blocked = picked[0]?.merchantId as string;
    await (sandbox as MerchantSandbox).addFault({ merchantId: blocked, kind: 'agentBlocked' });
    const checkoutId = await initiate(await cartWith(picked.map((p) => p.offerId)));

    const initiated = await until(() => readInitiated(checkoutId), (v) => v.initiatedCheckout.checkoutStatus !== 'INITIATED');
    expect(initiated.initiatedCheckout.checkoutStatus).toBe('INITIATE_COMPLETE');
    const delivery = initiated.initiatedCheckout.summary?.delivery ?? [];
    expect(delivery.find((d) => d.merchantDetails.id === blocked)).toMatchObject({ errorType: 'AGENT_BLOCKED' });
    expect(delivery.find((d) => d.merchantDetails.id !== blocked)?.deliveryOptions?.length).toBeGreaterThan(0);
  });
});
