import { createHmac } from 'node:crypto';
import { expectAnswerReadAs } from '../testing/provider-contract';
import { startRequest, usePaymentSandbox } from '../testing/start-payment-sandbox';
import { createAdyenProvider } from './adyen-provider';

const sandbox = usePaymentSandbox();

const provider = (hmacKey?: string) =>
  createAdyenProvider({
    checkoutUrl: sandbox.adyenCheckoutUrl,
    apiKey: sandbox.credentials.ADYEN_API_KEY,
    merchantAccount: sandbox.credentials.ADYEN_MERCHANT_ACCOUNT,
    hmacKey: hmacKey ?? sandbox.credentials.ADYEN_HMAC_KEY,
    timeoutMs: 5000,
  });

const adyenRequest = () => startRequest({ paymentMethod: 'ADYEN', returnUrl: 'http://127.0.0.1:3000/auth_response?checkoutId=chk_test_1' });

async function returnWith(redirectUrl: string, outcome: string): Promise<string> {
  const back = await sandbox.post(new URL(redirectUrl).pathname, { outcome });
  return new URL(back.location ?? '').searchParams.get('redirectResult') ?? '';
}

describe('the Adyen adapter against the sandbox', () => {
  it('starts once per attempt id, and confirms the return with /payments/details', async () => {
    const adyen = provider();
    const request = adyenRequest();
    const started = await adyen.start(request);
    expect((await adyen.start(request)).reference).toBe(started.reference);
    expect(started).toMatchObject({ kind: 'redirect', status: 'ADYEN_PAYMENT_STARTED' });
    expect(await adyen.confirm(started.reference)).toEqual({ reference: started.reference, status: 'ADYEN_PAYMENT_STARTED', authorizedAmount: null });
    const redirectResult = await returnWith((started as { redirectUrl: string }).redirectUrl, 'approve');
    expect(await adyen.confirm(started.reference, redirectResult)).toEqual({ reference: started.reference, status: 'APPROVED', authorizedAmount: 10_000 });
    const other = await adyen.start(adyenRequest());
    await expect(adyen.confirm(other.reference, redirectResult)).rejects.toMatchObject({ kind: 'refused' });
    await expect(adyen.confirm(other.reference, 'forged')).rejects.toMatchObject({ kind: 'refused' });
  });

  it.each([
    ['refuse', 'FAILED'],
    ['cancel', 'CANCELLED'],
    ['error', 'FAILED'],
    ['pending', 'PENDING'],
    ['received', 'PENDING'],
  ])('maps %s to %s', (outcome, status) =>
    expectAnswerReadAs(provider(), adyenRequest(), (started, answer) => returnWith((started as { redirectUrl: string }).redirectUrl, answer), outcome, status),
  );

  it('captures per merchant and refunds a captured part, each once however often retried', async () => {
    const adyen = provider();
    const started = await sandbox.startApproved(adyen, adyenRequest());
    await adyen.capture(started.reference, 6000, 'EUR', 'cap-a');
    await adyen.capture(started.reference, 6000, 'EUR', 'cap-a');
    await adyen.release(started.reference, 2000, 'EUR', 'rel-a');
    await adyen.release(started.reference, 2000, 'EUR', 'rel-a');
    expect(await sandbox.payment(started.reference)).toMatchObject({ captured: 6000, refunded: 2000, capturable: 4000 });
    await expect(adyen.capture(started.reference, 5000, 'EUR', 'cap-b')).rejects.toMatchObject({ kind: 'refused' });
  });

  it('releases a never-captured part by lowering the authorisation to its new total, once however often retried', async () => {
    const adyen = provider();
    const started = await sandbox.startApproved(adyen, adyenRequest());
    await adyen.capture(started.reference, 6000, 'EUR', 'cap-u1');
    // A merchant's 3000 failed: of 10000 authorised, 7000 stays (6000 captured, 1000 still to capture).
    await adyen.release(started.reference, 3000, 'EUR', 'rel-u1', 7000);
    await adyen.release(started.reference, 3000, 'EUR', 'rel-u1', 7000);
    expect(await sandbox.payment(started.reference)).toMatchObject({ captured: 6000, refunded: 0, capturable: 1000 });
    expect((await sandbox.payment(started.reference)).operations.filter((op) => op.kind === 'void')).toEqual([expect.objectContaining({ amount: 3000 })]);
    await adyen.capture(started.reference, 1000, 'EUR', 'cap-u2');
    await expect(adyen.capture(started.reference, 1, 'EUR', 'cap-u3')).rejects.toMatchObject({ kind: 'refused' });
  });

  it('a retried release after a later one sets the lower total and releases nothing twice', async () => {
    const adyen = provider();
    const started = await sandbox.startApproved(adyen, adyenRequest());
    await adyen.release(started.reference, 2000, 'EUR', 'rel-r1', 8000);
    await adyen.release(started.reference, 3000, 'EUR', 'rel-r2', 5000);
    await adyen.release(started.reference, 2000, 'EUR', 'rel-r1', 5000);
    const payment = await sandbox.payment(started.reference);
    expect(payment).toMatchObject({ captured: 0, capturable: 5000 });
    expect(payment.operations.filter((op) => op.kind === 'void').reduce((sum, op) => sum + op.amount, 0)).toBe(5000);
  });

  it('cancels the authorisation when nothing of it is kept', async () => {
    const adyen = provider();
    const started = await sandbox.startApproved(adyen, adyenRequest());
    await adyen.release(started.reference, 10_000, 'EUR', 'rel-all', 0);
    await adyen.release(started.reference, 10_000, 'EUR', 'rel-all', 0);
    expect(await sandbox.payment(started.reference)).toMatchObject({ status: 'Cancelled', captured: 0, capturable: 0 });
    await expect(adyen.capture(started.reference, 1000, 'EUR', 'cap-late')).rejects.toMatchObject({ kind: 'refused' });
  });

  describe('notifications', () => {
    it('accepts what the sandbox signs; a replay gives the same event id; another key is refused', async () => {
      const adyen = provider();
      const before = sandbox.webhooks.length;
      const started = await adyen.start(adyenRequest());
      await sandbox.choose(started.reference, 'refuse');
      const hook = (await sandbox.waitForWebhooks(before + 1))[before];
      const raw = Buffer.from(hook?.body ?? '');
      const events = adyen.parseWebhook(raw, {});
      expect(events).toEqual([{ eventId: `${started.reference}:AUTHORISATION:false`, reference: started.reference, status: 'FAILED', kind: 'AUTHORISATION' }]);
      expect(adyen.parseWebhook(raw, {})).toEqual(events);
      expect(provider('00'.repeat(32)).parseWebhook(raw, {})).toBeNull();
    });

    it('refuses a tampered item, a missing signature and a body that is not a notification', () => {
      const adyen = provider();
      const key = Buffer.from(sandbox.credentials.ADYEN_HMAC_KEY, 'hex');
      const item = { amount: { value: 500, currency: 'EUR' }, eventCode: 'CAPTURE', merchantAccountCode: sandbox.credentials.ADYEN_MERCHANT_ACCOUNT, merchantReference: 'chk', originalReference: 'PSP1', pspReference: 'PSP2', reason: '', success: 'true' };
      const signature = createHmac('sha256', key).update(['PSP2', 'PSP1', item.merchantAccountCode, 'chk', 500, 'EUR', 'CAPTURE', 'true'].join(':')).digest('base64');
      const body = (value: object) => Buffer.from(JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: value }] }));
      expect(adyen.parseWebhook(body({ ...item, additionalData: { hmacSignature: signature } }), {})).toEqual([{ eventId: 'PSP2:CAPTURE:true', reference: 'PSP1', status: null, kind: 'CAPTURE' }]);
      expect(adyen.parseWebhook(body({ ...item, amount: { value: 50000, currency: 'EUR' }, additionalData: { hmacSignature: signature } }), {})).toBeNull();
      expect(adyen.parseWebhook(body(item), {})).toBeNull();
      expect(adyen.parseWebhook(Buffer.from('not json'), {})).toBeNull();
    });
  });
});
