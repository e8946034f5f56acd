import { createHmac } from 'node:crypto';
import { expectAbandonCancelsOnlyOpenPayments, expectAnswerReadAs } from '../testing/provider-contract';
import { startRequest, usePaymentSandbox } from '../testing/start-payment-sandbox';
import { createAvardaProvider } from './avarda-provider';

const sandbox = usePaymentSandbox();

const provider = (secret?: string) =>
  createAvardaProvider({ apiUrl: sandbox.avardaApiUrl, clientId: sandbox.credentials.AVARDA_CLIENT_ID, clientSecret: secret ?? sandbox.credentials.AVARDA_CLIENT_SECRET, timeoutMs: 5000 });

const avardaRequest = (method: 'AVARDA_CHECKOUTV3_CARD' | 'AVARDA_CHECKOUTV3_INVOICE' | 'AVARDA_CHECKOUTV3_CREDIT' = 'AVARDA_CHECKOUTV3_CARD') =>
  startRequest({ paymentMethod: method, amount: 12_490, lines: [{ name: 'Kettle', quantity: 1, unitPrice: 9_990 }] });

/** What the embedded checkout does when the shopper finishes it. */
async function finish(jwt: string, method: string, outcome: string): Promise<void> {
  const done = await sandbox.post('/avarda/checkout/v3/frame', { jwt, parentOrigin: 'http://127.0.0.1:3000', method, outcome });
  expect(done.status).toBe(200);
}

describe('the Avarda adapter against the sandbox', () => {
  it('initialises a purchase once per attempt id and reads its state from Avarda', async () => {
    const avarda = provider();
    const request = avardaRequest();
    const started = await avarda.start(request);
    expect(await avarda.start(request)).toEqual(started);
    expect(started).toMatchObject({ kind: 'embedded', status: 'CREATED_AVARDA_CHECKOUTV3' });
    expect(await avarda.confirm(started.reference)).toEqual({ reference: started.reference, status: 'CREATED_AVARDA_CHECKOUTV3', authorizedAmount: null });
    await finish((started as { jwt: string }).jwt, 'Card', 'approve');
    expect(await avarda.confirm(started.reference, started.reference)).toEqual({ reference: started.reference, status: 'APPROVED', authorizedAmount: 12_490 });
    await expect(avarda.confirm(started.reference, 'another-purchase')).rejects.toMatchObject({ kind: 'refused' });
  });

  it.each([
    ['refuse', 'AVARDA_REJECTED'],
    ['creditDenied', 'AVARDA_CREDIT_DENIED'],
    ['wrongAddress', 'AVARDA_INCORRECT_ADDRESS'],
    ['timeout', 'CANCELLED'],
    ['pending', 'PENDING'],
  ])('maps the %s answer to %s', (outcome, status) =>
    expectAnswerReadAs(provider(), avardaRequest('AVARDA_CHECKOUTV3_CREDIT'), (started, answer) => finish((started as { jwt: string }).jwt, 'Loan', answer).then(() => undefined), outcome, status),
  );

  it('captures per merchant, voids an unordered part and returns an ordered one, each once', async () => {
    const avarda = provider();
    const started = await sandbox.startApproved(avarda, avardaRequest('AVARDA_CHECKOUTV3_INVOICE'));
    await avarda.capture(started.reference, 5000, 'EUR', 'cap-1');
    await avarda.capture(started.reference, 5000, 'EUR', 'cap-1');
    await avarda.release(started.reference, 2490, 'EUR', 'rel-2');
    await avarda.release(started.reference, 2490, 'EUR', 'rel-2');
    expect(await sandbox.payment(started.reference)).toMatchObject({ captured: 5000, capturable: 5000, refunded: 0 });
    await avarda.capture(started.reference, 5000, 'EUR', 'cap-3');
    await avarda.release(started.reference, 5000, 'EUR', 'rel-3');
    await avarda.release(started.reference, 5000, 'EUR', 'rel-3');
    const payment = await sandbox.payment(started.reference);
    expect(payment).toMatchObject({ captured: 10_000, capturable: 0, refunded: 5000 });
    expect(payment.operations.map((op) => [op.kind, op.amount])).toEqual([
      ['capture', 5000],
      ['void', 2490],
      ['capture', 5000],
      ['refund', 5000],
    ]);
    await expect(avarda.capture(started.reference, 1, 'EUR', 'cap-late')).rejects.toMatchObject({ kind: 'refused' });
  });

  it('abandons a purchase the shopper left open, once, and leaves a completed one alone', async () => {
    await expectAbandonCancelsOnlyOpenPayments(provider(), () => avardaRequest(), (completed) => finish((completed as { jwt: string }).jwt, 'Card', 'approve'), 12_490);
  });

  it('refuses wrong credentials as a provider refusal', async () => {
    const avarda = createAvardaProvider({ apiUrl: sandbox.avardaApiUrl, clientId: 'nobody', clientSecret: 'wrong-secret', timeoutMs: 5000 });
    await expect(avarda.start(avardaRequest())).rejects.toMatchObject({ provider: 'AVARDA', kind: 'refused' });
  });

  describe('completed-purchase notifications', () => {
    it('verifies the sandbox signature; a retried notification has the same event id; the state comes from confirm', async () => {
      const avarda = provider();
      const before = sandbox.webhooks.length;
      const started = await avarda.start(avardaRequest());
      await finish((started as { jwt: string }).jwt, 'Card', 'approve');
      const hook = (await sandbox.waitForWebhooks(before + 1))[before];
      const headers = { 'X-Avarda-Signature': String(hook?.headers['x-avarda-signature']) };
      const raw = Buffer.from(hook?.body ?? '');
      const events = avarda.parseWebhook(raw, headers);
      expect(events).toEqual([{ eventId: expect.any(String), reference: started.reference, status: null, kind: 'PurchaseCompleted' }]);
      expect(avarda.parseWebhook(raw, headers)).toEqual(events);
      expect(provider('another-secret-123').parseWebhook(raw, headers)).toBeNull();
    });

    it('refuses a tampered body and a missing or malformed signature', () => {
      const avarda = provider();
      const body = JSON.stringify({ notificationId: 'n1', purchaseId: 'p1', event: 'PurchaseCompleted' });
      const signature = createHmac('sha256', sandbox.credentials.AVARDA_CLIENT_SECRET).update(body).digest('hex');
      expect(avarda.parseWebhook(Buffer.from(body), { 'x-avarda-signature': signature })).toEqual([{ eventId: 'n1', reference: 'p1', status: null, kind: 'PurchaseCompleted' }]);
      expect(avarda.parseWebhook(Buffer.from(body.replace('p1', 'p2')), { 'x-avarda-signature': signature })).toBeNull();
      expect(avarda.parseWebhook(Buffer.from(body), {})).toBeNull();
      expect(avarda.parseWebhook(Buffer.from(body), { 'x-avarda-signature': 'zz' })).toBeNull();
    });
  });
});
