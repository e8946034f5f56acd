import Stripe from 'stripe';
import { PAYMENT_SANDBOX_DEFAULTS } from '../env';
import { startSandbox, type Harness } from '../test-support/sandbox-harness';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver';

let h: Harness;
let receiver: WebhookReceiver;
let stripe: Stripe;

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  h = await startSandbox({ apiUrl: receiver.url, webhookRetryMs: 50, webhookMaxAttempts: 3 });
  const url = new URL(h.url);
  stripe = new Stripe(PAYMENT_SANDBOX_DEFAULTS.STRIPE_SECRET_KEY, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
});
afterEach(async () => {
  await h.close();
  await receiver.close();
});

async function createIntent(key = `attempt-${Math.random()}`) {
  return stripe.paymentIntents.create(
    { amount: 12345, currency: 'eur', capture_method: 'manual', confirm: true, return_url: 'http://127.0.0.1:3000/payment-completed', metadata: { checkoutId: 'chk_1' } },
    { idempotencyKey: key },
  );
}

/** Chooses an outcome on the hosted page as a person would (a plain form post). */
async function choose(id: string, outcome: string) {
  return fetch(`${h.url}/stripe/pay/${id}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}` });
}

describe('the official stripe library against the Stripe sandbox', () => {
  it('creates a manual-capture intent that waits on the hosted page, and the same idempotency key answers the same intent', async () => {
    const first = await createIntent('same-key');
    const again = await createIntent('same-key');
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ object: 'payment_intent', status: 'requires_action', amount: 12345, currency: 'eur', capture_method: 'manual', metadata: { checkoutId: 'chk_1' } });
    expect(first.next_action?.redirect_to_url?.url).toBe(`${h.url}/stripe/pay/${first.id}`);
    expect(first.client_secret).toMatch(new RegExp(`^${first.id}_secret_`));
    const page = await fetch(`${h.url}/stripe/pay/${first.id}`);
    const html = await page.text();
    expect(html).toContain('123.45 EUR');
    expect(html).toContain('<button type="submit" name="outcome" value="approve">');
  });

  it('refuses the same key with other parameters, and a wrong secret key', async () => {
    await createIntent('key-1');
    await expect(stripe.paymentIntents.create({ amount: 1, currency: 'eur' }, { idempotencyKey: 'key-1' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    const url = new URL(h.url);
    const wrong = new Stripe('sk_test_wrong', { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrong.paymentIntents.retrieve('pi_x')).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
  });

  it('approve on the hosted page redirects to return_url with Stripe parameters, then partial captures and a refund', async () => {
    const intent = await createIntent();
    const back = await choose(intent.id, 'approve');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.pathname).toBe('/payment-completed');
    expect(Object.fromEntries(location.searchParams)).toEqual({ payment_intent: intent.id, payment_intent_client_secret: intent.client_secret, redirect_status: 'succeeded' });

    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'requires_capture', amount_capturable: 12345 });
    const part = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 5000, final_capture: false }, { idempotencyKey: 'cap-1' });
    expect(part).toMatchObject({ status: 'requires_capture', amount_received: 5000, amount_capturable: 7345 });
    // The retried capture answers the same and captures nothing more.
    expect(await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 5000, final_capture: false }, { idempotencyKey: 'cap-1' })).toMatchObject({ amount_received: 5000 });
    const last = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 2000 });
    expect(last).toMatchObject({ status: 'succeeded', amount_received: 7000, amount_capturable: 0 });
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 2000 });
    expect(refund).toMatchObject({ object: 'refund', amount: 2000, status: 'succeeded', payment_intent: intent.id });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 6000 })).rejects.toMatchObject({ code: 'amount_too_large' });
  });

  it('decline leaves requires_payment_method with the card error; cancel of an open intent is canceled', async () => {
    const declined = await createIntent();
    const back = await choose(declined.id, 'refuse');
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('redirect_status')).toBe('failed');
    expect(await stripe.paymentIntents.retrieve(declined.id)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
    await expect(stripe.paymentIntents.capture(declined.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });

    const open = await createIntent();
    await choose(open.id, 'approve');
    expect(await stripe.paymentIntents.cancel(open.id)).toMatchObject({ status: 'canceled', amount_capturable: 0 });
  });

  it('pending reads processing until approved later on the payments control API', async () => {
    const intent = await createIntent();
    const back = await choose(intent.id, 'pending');
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('redirect_status')).toBe('processing');
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('processing');
    const later = await h.api('POST', `/payments/api/${intent.id}/outcome`, { outcome: 'approve' }, null);
    expect(later.status).toBe(200);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');
  });

  it('posts signed webhooks the library verifies, and retries one the API refused with the same event id', async () => {
    receiver.answer(500);
    const intent = await createIntent();
    await choose(intent.id, 'approve');
    const [first, second] = await receiver.waitFor(2);
    receiver.answer(200);
    expect(first?.path).toBe('/webhooks/stripe');
    const event = stripe.webhooks.constructEvent(first?.body ?? '', String(first?.headers['stripe-signature']), PAYMENT_SANDBOX_DEFAULTS.STRIPE_WEBHOOK_SECRET);
    expect(event.type).toBe('payment_intent.amount_capturable_updated');
    expect((event.data.object as Stripe.PaymentIntent).id).toBe(intent.id);
    const retried = stripe.webhooks.constructEvent(second?.body ?? '', String(second?.headers['stripe-signature']), PAYMENT_SANDBOX_DEFAULTS.STRIPE_WEBHOOK_SECRET);
    expect(retried.id).toBe(event.id);
    expect(() => stripe.webhooks.constructEvent(first?.body ?? '', String(first?.headers['stripe-signature']), 'whsec_other')).toThrow();
  });

  it('answers 400, not 500, to a malformed body', async () => {
    const response = await fetch(`${h.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PAYMENT_SANDBOX_DEFAULTS.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=-5&currency=euro',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error', param: 'amount' } });
  });
});
