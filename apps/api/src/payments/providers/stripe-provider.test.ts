import { createHmac } from 'node:crypto';
import { expectAbandonCancelsOnlyOpenPayments, expectAnswerReadAs } from '../testing/provider-contract';
import { startRequest, usePaymentSandbox } from '../testing/start-payment-sandbox';
import { createStripeProvider } from './stripe-provider';

const sandbox = usePaymentSandbox();

const provider = () =>
  createStripeProvider({ apiUrl: sandbox.stripeApiUrl, secretKey: sandbox.credentials.STRIPE_SECRET_KEY, webhookSecret: sandbox.credentials.STRIPE_WEBHOOK_SECRET, timeoutMs: 5000 });

const hostedPath = (redirectUrl: string) => new URL(redirectUrl).pathname;

describe('the Stripe adapter against the sandbox', () => {
  it('starts a payment once per attempt id, and confirm reads the outcome from Stripe, not from the return', async () => {
    const stripe = provider();
    const request = startRequest();
    const started = await stripe.start(request);
    const retried = await stripe.start(request);
    expect(retried.reference).toBe(started.reference);
    expect(started).toMatchObject({ kind: 'redirect', status: 'CREATED_STRIPE' });
    expect(await stripe.confirm(started.reference)).toEqual({ reference: started.reference, status: 'CREATED_STRIPE', authorizedAmount: null });

    const back = await sandbox.post(hostedPath((started as { redirectUrl: string }).redirectUrl), { outcome: 'approve' });
    const returned = new URL(back.location ?? '');
    expect(returned.searchParams.get('checkoutId')).toBe('chk_test_1');
    expect(await stripe.confirm(started.reference, returned.searchParams.get('payment_intent') ?? undefined)).toEqual({ reference: started.reference, status: 'APPROVED', authorizedAmount: 10_000 });
    await expect(stripe.confirm(started.reference, 'pi_someone_else')).rejects.toMatchObject({ kind: 'refused' });
  });

  it.each([
    ['refuse', 'FAILED'],
    ['cancel', 'CANCELLED'],
    ['pending', 'PENDING'],
  ])('maps the %s outcome to %s', (outcome, status) =>
    expectAnswerReadAs(provider(), startRequest(), (started, answer) => sandbox.post(hostedPath((started as { redirectUrl: string }).redirectUrl), { outcome: answer }).then(() => undefined), outcome, status),
  );

  it('captures merchants one by one and releases a failed merchant part; retries charge nothing twice', async () => {
    const stripe = provider();
    const started = await sandbox.startApproved(stripe, startRequest({ amount: 9000 }));
    await stripe.capture(started.reference, 4000, 'EUR', 'cap-m1');
    await stripe.capture(started.reference, 4000, 'EUR', 'cap-m1');
    await stripe.release(started.reference, 2000, 'EUR', 'rel-m2');
    await stripe.release(started.reference, 2000, 'EUR', 'rel-m2');
    let payment = await sandbox.payment(started.reference);
    expect(payment).toMatchObject({ status: 'requires_capture', captured: 4000, capturable: 5000 });
    await stripe.capture(started.reference, 3000, 'EUR', 'cap-m3');
    payment = await sandbox.payment(started.reference);
    // The last capture leaves only the released part, which goes back to the shopper at once.
    expect(payment).toMatchObject({ status: 'succeeded', captured: 7000, capturable: 0, refunded: 0 });
    expect(payment.operations.map((op) => [op.kind, op.amount])).toEqual([
      ['capture', 4000],
      ['capture', 3000],
      ['void', 2000],
    ]);
    // A part already captured is refunded.
    await stripe.release(started.reference, 3000, 'EUR', 'rel-m3');
    await stripe.release(started.reference, 3000, 'EUR', 'rel-m3');
    expect(await sandbox.payment(started.reference)).toMatchObject({ refunded: 3000 });
    await expect(stripe.capture(started.reference, 1, 'EUR', 'cap-late')).rejects.toMatchObject({ kind: 'refused' });
  });

  it('releases a whole uncaptured authorisation by cancelling it', async () => {
    const stripe = provider();
    const started = await sandbox.startApproved(stripe, startRequest({ amount: 5000 }));
    await stripe.release(started.reference, 5000, 'EUR', 'rel-all');
    expect(await sandbox.payment(started.reference)).toMatchObject({ status: 'canceled', capturable: 0 });
    expect((await stripe.confirm(started.reference)).status).toBe('CANCELLED');
  });

  it('abandons an intent the shopper left unfinished, once, and leaves an authorised one alone', async () => {
    await expectAbandonCancelsOnlyOpenPayments(provider(), () => startRequest(), (started) => sandbox.choose(started.reference, 'approve'), 10_000);
  });

  describe('webhooks', () => {
    const secret = () => sandbox.credentials.STRIPE_WEBHOOK_SECRET;
    const sign = (body: string, t: number, key: string = secret()) => `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`;

    it('accepts what the sandbox posts; a replay gives the same event id', async () => {
      const stripe = provider();
      const before = sandbox.webhooks.length;
      const started = await sandbox.startApproved(stripe, startRequest());
      const [hook] = (await sandbox.waitForWebhooks(before + 1)).slice(before);
      const headers = { 'Stripe-Signature': String(hook?.headers['stripe-signature']) };
      const events = stripe.parseWebhook(Buffer.from(hook?.body ?? ''), headers);
      expect(events).toEqual([{ eventId: expect.stringMatching(/^evt_/), reference: started.reference, status: 'APPROVED', kind: 'payment_intent.amount_capturable_updated' }]);
      expect(stripe.parseWebhook(Buffer.from(hook?.body ?? ''), headers)?.[0]?.eventId).toBe(events?.[0]?.eventId);
    });

    it('refuses a tampered body, a wrong secret, a missing signature and a timestamp outside 300 s', () => {
      const now = Date.UTC(2026, 0, 1, 12);
      const stripe = createStripeProvider({ apiUrl: sandbox.stripeApiUrl, secretKey: sandbox.credentials.STRIPE_SECRET_KEY, webhookSecret: secret(), now: () => now });
      const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.canceled', data: { object: { id: 'pi_1', object: 'payment_intent', status: 'canceled', last_payment_error: null } } });
      const t = Math.floor(now / 1000);
      expect(stripe.parseWebhook(Buffer.from(body), { 'stripe-signature': sign(body, t) })).toEqual([{ eventId: 'evt_1', reference: 'pi_1', status: 'CANCELLED', kind: 'payment_intent.canceled' }]);
      expect(stripe.parseWebhook(Buffer.from(body.replace('canceled', 'succeeded')), { 'stripe-signature': sign(body, t) })).toBeNull();
      expect(stripe.parseWebhook(Buffer.from(body), { 'stripe-signature': sign(body, t, 'whsec_wrong') })).toBeNull();
      expect(stripe.parseWebhook(Buffer.from(body), {})).toBeNull();
      expect(stripe.parseWebhook(Buffer.from(body), { 'stripe-signature': sign(body, t - 301) })).toBeNull();
      expect(stripe.parseWebhook(Buffer.from(body), { 'stripe-signature': sign(body, t + 301) })).toBeNull();
      expect(stripe.parseWebhook(Buffer.from(body), { 'stripe-signature': sign(body, t - 299) })).not.toBeNull();
    });
  });
});
