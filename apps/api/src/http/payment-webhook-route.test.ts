// Provider webhooks over HTTP, racing the shopper's return. Runs on PGlite by default and on real
// PostgreSQL under tools/scripts/with-postgres.mjs (the row locks are what keeps the race safe there).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createFakeMerchantShops } from '../checkout/testing/fake-merchant-shops';
import { initiatedCheckout, until } from '../checkout/testing/initiated-checkout';
import { createMemoryCarts } from '../checkout/testing/memory-carts';
import { koriCheckoutOffers } from '../checkout/testing/test-offers';
import { paymentEvents, payments } from '../db/schema';
import { createFakePaymentProviders } from '../payments/testing/fake-payment-provider';
import { useTestApi } from '../testing/use-test-api';

const shops = createFakeMerchantShops();
const carts = createMemoryCarts();
const providers = createFakePaymentProviders();
const t = useTestApi({ merchantShops: shops, carts, paymentProviders: providers });

const status = `query S($id: ID!) { paymentAuthorizationStatus(checkoutId: $id) { authorizationStatus } completedCheckout(checkoutId: $id) { checkoutStatus } }`;
const verify = `mutation V($id: ID!, $code: String!) { verifyAuthResponse(checkoutId: $id, code: $code) { ... on RedirectAuthResult { authorizationStatus } } }`;

interface Status {
  paymentAuthorizationStatus: { authorizationStatus: string } | null;
  completedCheckout: { checkoutStatus: string } | null;
}

/** A checkout of one merchant's offer, performed with Stripe: its payment waits for the provider's answer. */
async function performedCheckout(): Promise<{ checkoutId: string; reference: string; merchantId: string }> {
  const [offer] = await koriCheckoutOffers(t.db.db, { limit: 1 });
  const cartId = randomUUID();
  carts.put({ id: cartId, region: 'FI', userId: null, lines: [{ offerId: String(offer!.id), quantity: 1 }], maximumAmount: 10_000_000 });
  const checkoutId = await initiatedCheckout(t, cartId, { intervalMs: 100 });
  await t.data(`mutation P($id: ID!) { performCheckout(checkoutId: $id, paymentMethod: STRIPE) { checkoutStatus } }`, { id: checkoutId });
  return { checkoutId, reference: providers.STRIPE.referenceOf(checkoutId), merchantId: offer!.merchantId };
}

const post = (path: string, body: Buffer, headers: Record<string, string>) => fetch(`${t.origin}${path}`, { method: 'POST', body: new Uint8Array(body), headers });

const completed = (checkoutId: string) =>
  until(() => t.data<Status>(status, { id: checkoutId }), (value) => value.completedCheckout?.checkoutStatus === 'PERFORM_COMPLETE', 'completion', { intervalMs: 100 });

describe('payment webhooks', () => {
  it('takes a signed webhook: the approved payment places the order, and the answer is 2xx', async () => {
    const { checkoutId, reference } = await performedCheckout();
    const hook = providers.STRIPE.webhook(`evt_${randomUUID()}`, reference, 'APPROVED');
    const response = await post('/webhooks/stripe', hook.body, hook.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ received: true, events: 1, duplicates: 0 });
    const done = await completed(checkoutId);
    expect(done.paymentAuthorizationStatus).toEqual({ authorizationStatus: 'APPROVED' });
  });

  it('asks the provider when an event names no status (as Avarda\'s do)', async () => {
    const { checkoutId, reference } = await performedCheckout();
    providers.STRIPE.decide(reference, 'APPROVED');
    const hook = providers.STRIPE.webhook(`evt_${randomUUID()}`, reference, null);
    expect((await post('/webhooks/stripe', hook.body, hook.headers)).status).toBe(200);
    expect((await completed(checkoutId)).paymentAuthorizationStatus).toEqual({ authorizationStatus: 'APPROVED' });
  });

  it('answers Adyen with [accepted], as it expects', async () => {
    const hook = providers.ADYEN.webhook(`adyen-${randomUUID()}`, 'unknown-psp-reference', 'APPROVED');
    const response = await post('/webhooks/adyen', hook.body, hook.headers);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('[accepted]');
  });

  it('refuses a bad signature with 401 and changes nothing', async () => {
    const { checkoutId, reference } = await performedCheckout();
    const hook = providers.STRIPE.webhook(`evt_${randomUUID()}`, reference, 'APPROVED');
    const tampered = Buffer.from(hook.body.toString('utf8').replace('APPROVED', 'CANCELLED'));
    expect((await post('/webhooks/stripe', tampered, hook.headers)).status).toBe(401);
    expect((await post('/webhooks/stripe', hook.body, { 'content-type': 'application/json' })).status).toBe(401);
    expect(await t.data<Status>(status, { id: checkoutId })).toEqual({
      paymentAuthorizationStatus: { authorizationStatus: 'CREATED_STRIPE' },
      completedCheckout: { checkoutStatus: 'PERFORM' },
    });
  });

  it('takes only POST on its own paths', async () => {
    expect((await fetch(`${t.origin}/webhooks/stripe`)).status).toBe(405);
    expect((await post('/webhooks/paypal', Buffer.from('{}'), { 'content-type': 'application/json' })).status).toBe(405);
  });

  it('de-duplicates a redelivered event by its id', async () => {
    const { checkoutId, reference } = await performedCheckout();
    const eventId = `evt_${randomUUID()}`;
    const first = providers.STRIPE.webhook(eventId, reference, 'PENDING');
    expect(await (await post('/webhooks/stripe', first.body, first.headers)).json()).toMatchObject({ duplicates: 0 });
    expect(await (await post('/webhooks/stripe', first.body, first.headers)).json()).toMatchObject({ duplicates: 1 });
    const rows = await t.db.db.select().from(paymentEvents).where(and(eq(paymentEvents.provider, 'STRIPE'), eq(paymentEvents.eventId, eventId)));
    expect(rows).toHaveLength(1);
    expect((await t.data<Status>(status, { id: checkoutId })).paymentAuthorizationStatus).toEqual({ authorizationStatus: 'PENDING' });
  });

  it('webhook first, then the return: the return changes nothing and needs no provider call', async () => {
    const { checkoutId, reference, merchantId } = await performedCheckout();
    const ordersBefore = shops.orders(merchantId).length;
    providers.STRIPE.decide(reference, 'APPROVED');
    const hook = providers.STRIPE.webhook(`evt_${randomUUID()}`, reference, 'APPROVED');
    expect((await post('/webhooks/stripe', hook.body, hook.headers)).status).toBe(200);
    const confirms = providers.STRIPE.calls.confirm;
    expect(await t.data(verify, { id: checkoutId, code: reference })).toEqual({ verifyAuthResponse: { authorizationStatus: 'APPROVED' } });
    expect(providers.STRIPE.calls.confirm).toBe(confirms);
    await completed(checkoutId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shops.orders(merchantId).length - ordersBefore).toBe(1);
  });

  it('the return first, then the webhook: the webhook is a no-op answered 2xx', async () => {
    const { checkoutId, reference } = await performedCheckout();
    providers.STRIPE.decide(reference, 'APPROVED');
    await t.data(verify, { id: checkoutId, code: reference });
    const hook = providers.STRIPE.webhook(`evt_${randomUUID()}`, reference, 'APPROVED');
    expect((await post('/webhooks/stripe', hook.body, hook.headers)).status).toBe(200);
    await completed(checkoutId);
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
    expect(payment?.status).toBe('APPROVED');
  });

  it('the return and the webhook at the same moment: one of them moves the checkout, one order is placed', async () => {
    const { checkoutId, reference, merchantId } = await performedCheckout();
    const ordersBefore = shops.orders(merchantId).length;
    providers.STRIPE.decide(reference, 'APPROVED');
    // The return's provider call is in flight while the webhook lands.
    const held = providers.STRIPE.holdConfirm();
    const returning = t.data(verify, { id: checkoutId, code: reference });
    await held.reached;
    const hook = providers.STRIPE.webhook(`evt_${randomUUID()}`, reference, 'APPROVED');
    const hooked = post('/webhooks/stripe', hook.body, hook.headers);
    held.release();
    const [returned, hookResponse] = await Promise.all([returning, hooked]);
    expect(returned).toEqual({ verifyAuthResponse: { authorizationStatus: 'APPROVED' } });
    expect(hookResponse.status).toBe(200);
    await completed(checkoutId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shops.orders(merchantId).length - ordersBefore).toBe(1);
  });

  it('a refusal and a late approval of the same attempt: the first answer stands', async () => {
    const { checkoutId, reference } = await performedCheckout();
    const refused = providers.STRIPE.webhook(`evt_${randomUUID()}`, reference, 'CANCELLED');
    const approved = providers.STRIPE.webhook(`evt_${randomUUID()}`, reference, 'APPROVED');
    const answers = await Promise.all([post('/webhooks/stripe', refused.body, refused.headers), post('/webhooks/stripe', approved.body, approved.headers)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const after = await t.data<Status>(status, { id: checkoutId });
    // Whichever came first decided; the checkout follows it.
    expect(['CANCELLED', 'APPROVED']).toContain(after.paymentAuthorizationStatus?.authorizationStatus);
    if (after.paymentAuthorizationStatus?.authorizationStatus === 'CANCELLED') expect(after.completedCheckout?.checkoutStatus).toBe('INITIATE_COMPLETE');
    else await completed(checkoutId);
  });
});
