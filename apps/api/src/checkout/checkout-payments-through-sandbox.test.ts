// Checkout payments through the real provider adapters against the sandbox's Stripe and Adyen: the
// shopper's choice on the provider's hosted page, the return verified with the provider, captures and
// releases per merchant as the sandbox records them.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { payments } from '../db/schema';
import { paymentProvidersFromEnv } from '../payments/providers/payment-providers-from-env';
import type { PaymentProviders } from '../payments/payment-service';
import { usePaymentSandbox } from '../payments/testing/start-payment-sandbox';
import { useTestApi } from '../testing/use-test-api';
import { createFakeMerchantShops } from './testing/fake-merchant-shops';
import { initiatedCheckout, until } from './testing/initiated-checkout';
import { createMemoryCarts } from './testing/memory-carts';
import { koriCheckoutOffers } from './testing/test-offers';

const STOREFRONT = 'https://shop.test';
const sandbox = usePaymentSandbox();
// The API starts before the sandbox's URL is known; the adapters are put in place before any payment.
const providers = {} as PaymentProviders;
beforeAll(() => {
  Object.assign(
    providers,
    paymentProvidersFromEnv({
      STRIPE_API_URL: sandbox.stripeApiUrl,
      STRIPE_SECRET_KEY: sandbox.credentials.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: sandbox.credentials.STRIPE_WEBHOOK_SECRET,
      ADYEN_CHECKOUT_URL: sandbox.adyenCheckoutUrl,
      ADYEN_API_KEY: sandbox.credentials.ADYEN_API_KEY,
      ADYEN_MERCHANT_ACCOUNT: sandbox.credentials.ADYEN_MERCHANT_ACCOUNT,
      ADYEN_HMAC_KEY: sandbox.credentials.ADYEN_HMAC_KEY,
      AVARDA_API_URL: sandbox.avardaApiUrl,
      AVARDA_CLIENT_ID: sandbox.credentials.AVARDA_CLIENT_ID,
      AVARDA_CLIENT_SECRET: sandbox.credentials.AVARDA_CLIENT_SECRET,
      PAYMENT_PROVIDER_TIMEOUT_MS: 5000,
    }),
  );
});

const shops = createFakeMerchantShops();
const carts = createMemoryCarts();
const t = useTestApi({ merchantShops: shops, carts, paymentProviders: providers, env: { STOREFRONT_ORIGIN: STOREFRONT } });

type Payment = { redirectUrl?: string; jwt?: string; authorizationStatus: string } | null;
const paymentFields = `... on RedirectAuthResult { redirectUrl authorizationStatus } ... on CardPaymentProviderV3AuthResult { jwt authorizationStatus }`;

/** A checkout of one offer from each of two merchants, ready to pay. */
async function readyCheckout(): Promise<{ checkoutId: string; merchantIds: string[] }> {
  const rows = await koriCheckoutOffers(t.db.db);
  const picked = [...new Map(rows.map((row) => [row.merchantId, row])).values()].slice(0, 2);
  const cartId = randomUUID();
  carts.put({ id: cartId, region: 'FI', userId: null, lines: picked.map((row) => ({ offerId: String(row.id), quantity: 1 })), maximumAmount: 10_000_000 });
  const checkoutId = await initiatedCheckout(t, cartId);
  return { checkoutId, merchantIds: picked.map((row) => row.merchantId) };
}

/** A checkout ready to pay whose second merchant refuses to place its order. */
async function readyCheckoutWithFailingMerchant(): Promise<{ checkoutId: string; placed: string; failing: string }> {
  const { checkoutId, merchantIds } = await readyCheckout();
  const [placed, failing] = merchantIds as [string, string];
  shops.inject(failing, { step: 'placeOrder', error: { code: 'PRODUCT_NOT_AVAILABLE' } });
  return { checkoutId, placed, failing };
}

const perform = async (checkoutId: string, method: string) =>
  (
    await t.data<{ performCheckout: { checkoutStatus: string; payment: Payment } }>(
      `mutation P($id: ID!) { performCheckout(checkoutId: $id, paymentMethod: ${method}, deliveryOptionTemplate: LEAST_EXPENSIVE) { checkoutStatus payment { ${paymentFields} } } }`,
      { id: checkoutId },
    )
  ).performCheckout;

const verify = async (checkoutId: string, code: string) =>
  (await t.data<{ verifyAuthResponse: Payment }>(`mutation V($id: ID!, $code: String!) { verifyAuthResponse(checkoutId: $id, code: $code) { ${paymentFields} } }`, { id: checkoutId, code }))
    .verifyAuthResponse;

/** The shopper chooses on the provider's hosted page; answers where the provider sends them back. */
async function choose(redirectUrl: string, outcome: string): Promise<URL> {
  const back = await sandbox.post(new URL(redirectUrl).pathname, { outcome });
  return new URL(back.location ?? '');
}

const completed = (checkoutId: string) =>
  until(
    () =>
      t.data<{ completedCheckout: { checkoutStatus: string; merchantSummaries: { merchantDetails: { id: string }; merchantStatus: string; releasedAmount: { price: string } | null }[]; releasedAmount: { price: string } | null } }>(
        `query C($id: ID!) { completedCheckout(checkoutId: $id) { checkoutStatus merchantSummaries { merchantDetails { id } merchantStatus releasedAmount { price } } releasedAmount { price } } }`,
        { id: checkoutId },
      ),
    (value) => value.completedCheckout.checkoutStatus !== 'PERFORM',
    'completion',
  );

describe('checkout payments through the sandbox providers', () => {
  it('Adyen refused, then Stripe approved: one merchant failing at placement is never charged (its part released)', async () => {
    const { checkoutId, placed, failing } = await readyCheckoutWithFailingMerchant();

    const adyen = await perform(checkoutId, 'ADYEN');
    expect(adyen).toMatchObject({ checkoutStatus: 'PERFORM', payment: { authorizationStatus: 'ADYEN_PAYMENT_STARTED' } });
    const adyenBack = await choose(adyen.payment!.redirectUrl!, 'refuse');
    expect(`${adyenBack.origin}${adyenBack.pathname}`).toBe(`${STOREFRONT}/auth_response`);
    expect(adyenBack.searchParams.get('checkoutId')).toBe(checkoutId);
    expect(await verify(checkoutId, adyenBack.searchParams.get('redirectResult') ?? '')).toEqual({
      redirectUrl: `${STOREFRONT}/checkout/processing?checkoutId=${checkoutId}`,
      authorizationStatus: 'FAILED',
    });

    const stripe = await perform(checkoutId, 'STRIPE');
    expect(stripe).toMatchObject({ checkoutStatus: 'PERFORM', payment: { authorizationStatus: 'CREATED_STRIPE' } });
    const stripeBack = await choose(stripe.payment!.redirectUrl!, 'approve');
    expect(`${stripeBack.origin}${stripeBack.pathname}`).toBe(`${STOREFRONT}/payment-completed`);
    const intent = stripeBack.searchParams.get('payment_intent') ?? '';
    expect(await verify(checkoutId, intent)).toMatchObject({ authorizationStatus: 'APPROVED' });

    const done = await completed(checkoutId);
    expect(done.completedCheckout.checkoutStatus).toBe('PERFORM_COMPLETE');
    const byMerchant = new Map(done.completedCheckout.merchantSummaries.map((summary) => [summary.merchantDetails.id, summary]));
    expect(byMerchant.get(placed)).toMatchObject({ merchantStatus: 'PERFORM_COMPLETE', releasedAmount: null });
    expect(byMerchant.get(failing)).toMatchObject({ merchantStatus: 'PERFORM_FAILED', releasedAmount: { price: expect.any(String) } });
    expect(done.completedCheckout.releasedAmount).toEqual(byMerchant.get(failing)!.releasedAmount);

    // The sandbox holds one capture (the placed merchant) and the failed merchant's part given back.
    const payment = await until(
      () => sandbox.payment(intent),
      (value) => value.operations.length >= 2,
      'capture and release at the provider',
    );
    const released = Math.round(Number(byMerchant.get(failing)!.releasedAmount!.price) * 100);
    expect(payment.operations.filter((op) => op.kind === 'capture')).toHaveLength(1);
    expect(payment.operations.filter((op) => op.kind !== 'capture').map((op) => op.amount)).toEqual([released]);

    // Stripe's webhooks for the payment, as the sandbox signed them, reach the API's route after the
    // return: each is taken (2xx) and changes nothing; a redelivery is known by its event id.
    const hooks = sandbox.webhooks.filter((hook) => hook.path.startsWith('/webhooks/stripe') && hook.body.includes(intent));
    expect(hooks.length).toBeGreaterThan(0);
    for (const hook of [...hooks, hooks[0]!]) {
      const headers = Object.fromEntries(
        Object.entries(hook.headers).flatMap(([name, value]) => (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name) ? [[name, value]] : [])),
      );
      const response = await fetch(`${t.origin}/webhooks/stripe`, { method: 'POST', headers, body: hook.body });
      expect(response.status).toBe(200);
    }
    const tampered = await fetch(`${t.origin}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: hooks[0]!.body });
    expect(tampered.status).toBe(401);
    expect((await completed(checkoutId)).completedCheckout.checkoutStatus).toBe('PERFORM_COMPLETE');
  });

  it('Avarda credit denied, then Avarda card approved: the embedded checkout JWT, the purchase state read from Avarda', async () => {
    const { checkoutId } = await readyCheckout();
    const credit = await perform(checkoutId, 'AVARDA_CHECKOUTV3_CREDIT');
    expect(credit).toMatchObject({ checkoutStatus: 'PERFORM', payment: { jwt: expect.any(String), authorizationStatus: 'CREATED_AVARDA_CHECKOUTV3' } });
    // Still open: the return answers with the JWT again, to go on in the embedded checkout.
    expect(await verify(checkoutId, 'purchase')).toEqual(credit.payment);
    const [creditPayment] = await t.db.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
    await sandbox.choose(creditPayment!.reference!, 'creditDenied');
    expect(await verify(checkoutId, creditPayment!.reference!)).toEqual({
      redirectUrl: `${STOREFRONT}/checkout/processing?checkoutId=${checkoutId}`,
      authorizationStatus: 'AVARDA_CREDIT_DENIED',
    });

    const card = await perform(checkoutId, 'AVARDA_CHECKOUTV3_CARD');
    expect(card).toMatchObject({ checkoutStatus: 'PERFORM', payment: { jwt: expect.any(String) } });
    const cardPayment = (await t.db.db.select().from(payments).where(eq(payments.checkoutId, checkoutId))).find((row) => row.method === 'AVARDA_CHECKOUTV3_CARD');
    await sandbox.choose(cardPayment!.reference!, 'approve');
    expect(await verify(checkoutId, cardPayment!.reference!)).toMatchObject({ authorizationStatus: 'APPROVED' });
    expect((await completed(checkoutId)).completedCheckout.checkoutStatus).toBe('PERFORM_COMPLETE');
    // The first test's placement fault still holds at one merchant: its part is voided, the other captured.
    const settled = await until(() => sandbox.payment(cardPayment!.reference!), (value) => value.operations.length === 2, 'capture and void');
    expect(settled.operations.map((op) => op.kind).sort()).toEqual(['capture', 'void']);
  });

  it('Stripe left unfinished, then Adyen approved: the shopper chooses again; a failed merchant part is freed by lowering the authorisation', async () => {
    const { checkoutId, placed, failing } = await readyCheckoutWithFailingMerchant();

    const stripe = await perform(checkoutId, 'STRIPE');
    expect(stripe).toMatchObject({ checkoutStatus: 'PERFORM', payment: { authorizationStatus: 'CREATED_STRIPE' } });
    expect((await perform(checkoutId, 'ADYEN')).checkoutStatus).toBe('PERFORM');
    const left = await t.data<{ cancelPayment: { checkoutStatus: string } }>(`mutation C($id: ID!) { cancelPayment(checkoutId: $id) { checkoutStatus } }`, { id: checkoutId });
    expect(left.cancelPayment.checkoutStatus).toBe('INITIATE_COMPLETE');
    const [stripePayment] = await t.db.db.select().from(payments).where(and(eq(payments.checkoutId, checkoutId), eq(payments.provider, 'STRIPE')));
    expect(await sandbox.payment(stripePayment!.reference!)).toMatchObject({ status: 'canceled' });

    const adyen = await perform(checkoutId, 'ADYEN');
    const back = await choose(adyen.payment!.redirectUrl!, 'approve');
    expect(await verify(checkoutId, back.searchParams.get('redirectResult') ?? '')).toMatchObject({ authorizationStatus: 'APPROVED' });
    const done = await completed(checkoutId);
    expect(done.completedCheckout.checkoutStatus).toBe('PERFORM_COMPLETE');
    const byMerchant = new Map(done.completedCheckout.merchantSummaries.map((summary) => [summary.merchantDetails.id, summary]));
    expect(byMerchant.get(placed)).toMatchObject({ merchantStatus: 'PERFORM_COMPLETE' });
    const released = Math.round(Number(byMerchant.get(failing)!.releasedAmount!.price) * 100);

    const [adyenPayment] = await t.db.db.select().from(payments).where(and(eq(payments.checkoutId, checkoutId), eq(payments.provider, 'ADYEN')));
    const settled = await until(() => sandbox.payment(adyenPayment!.reference!), (value) => value.operations.length >= 2, 'capture and void at Adyen');
    expect(settled.operations.filter((op) => op.kind === 'void').map((op) => op.amount)).toEqual([released]);
    expect(settled).toMatchObject({ refunded: 0, capturable: 0 });
  });
});
