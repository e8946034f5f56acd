import { CheckoutAPI, Client, EnvironmentEnum, hmacValidator, Types, type Config } from '@adyen/api-library';
import { PAYMENT_SANDBOX_DEFAULTS } from '../env';
import { startSandbox, type Harness } from '../test-support/sandbox-harness';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver';

let h: Harness;
let receiver: WebhookReceiver;
let checkout: CheckoutAPI;

/** The library's own transport only speaks HTTPS to Adyen's hosts; this one sends its requests to the sandbox. */
function sandboxTransport(base: string): Client['httpClient'] {
  return {
    async request(endpoint: string, json: string | Buffer, config: Config, _required: boolean, options = {}) {
      const url = endpoint.replace('https://checkout-test.adyen.com', base);
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-api-key': config.apiKey ?? '' };
      if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
      const response = await fetch(url, { method: options.method ?? 'POST', headers, body: json.toString() });
      const text = await response.text();
      if (!response.ok) throw Object.assign(new Error(text), { statusCode: response.status, body: JSON.parse(text) as unknown });
      return text;
    },
  };
}

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  h = await startSandbox({ apiUrl: receiver.url, webhookRetryMs: 50, webhookMaxAttempts: 2 });
  const client = new Client({ apiKey: PAYMENT_SANDBOX_DEFAULTS.ADYEN_API_KEY, environment: EnvironmentEnum.TEST }, sandboxTransport(`${h.url}/adyen/checkout`));
  checkout = new CheckoutAPI(client);
});
afterEach(async () => {
  await h.close();
  await receiver.close();
});

const merchantAccount = PAYMENT_SANDBOX_DEFAULTS.ADYEN_MERCHANT_ACCOUNT;

async function startPayment(idempotencyKey = `k-${Math.random()}`) {
  return checkout.PaymentsApi.payments(
    { amount: { value: 8000, currency: 'EUR' }, reference: 'chk_9', merchantAccount, returnUrl: 'http://127.0.0.1:3000/auth_response?checkoutId=chk_9', paymentMethod: { type: Types.checkout.CardDetails.TypeEnum.Scheme } },
    { idempotencyKey },
  );
}

async function choose(url: string, outcome: string): Promise<URL> {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}` });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

describe('the official Adyen library against the Adyen sandbox', () => {
  it('answers RedirectShopper with a hosted page; the return carries redirectResult and /payments/details gives the result', async () => {
    const started = await startPayment('same');
    expect(started).toMatchObject({ resultCode: 'RedirectShopper', merchantReference: 'chk_9', action: { type: 'redirect', method: 'GET' } });
    expect((await startPayment('same')).pspReference).toBe(started.pspReference);
    const url = (started.action as { url: string }).url;
    expect(await (await fetch(url)).text()).toContain('value="received"');
    const back = await choose(url, 'approve');
    expect(back.pathname).toBe('/auth_response');
    expect(back.searchParams.get('checkoutId')).toBe('chk_9');
    const details = await checkout.PaymentsApi.paymentsDetails({ details: { redirectResult: back.searchParams.get('redirectResult') ?? '' } });
    expect(details).toMatchObject({ resultCode: 'Authorised', pspReference: started.pspReference, merchantReference: 'chk_9', amount: { value: 8000, currency: 'EUR' } });
  });

  it.each(['Refused', 'Cancelled', 'Error', 'Pending', 'Received'])('can end as %s', async (resultCode) => {
    const outcome = { Refused: 'refuse', Cancelled: 'cancel', Error: 'error', Pending: 'pending', Received: 'received' }[resultCode] ?? '';
    const started = await startPayment();
    const back = await choose((started.action as { url: string }).url, outcome);
    expect((await checkout.PaymentsApi.paymentsDetails({ details: { redirectResult: back.searchParams.get('redirectResult') ?? '' } })).resultCode).toBe(resultCode);
  });

  it('captures in parts, refunds, cancels the rest, and refuses what is not there', async () => {
    const started = await startPayment();
    await choose((started.action as { url: string }).url, 'approve');
    const psp = started.pspReference ?? '';
    const capture = await checkout.ModificationsApi.captureAuthorisedPayment(psp, { merchantAccount, amount: { value: 3000, currency: 'EUR' } }, { idempotencyKey: 'c1' });
    expect(capture).toMatchObject({ paymentPspReference: psp, status: 'received', amount: { value: 3000, currency: 'EUR' } });
    expect((await checkout.ModificationsApi.captureAuthorisedPayment(psp, { merchantAccount, amount: { value: 3000, currency: 'EUR' } }, { idempotencyKey: 'c1' })).pspReference).toBe(capture.pspReference);
    await checkout.ModificationsApi.refundCapturedPayment(psp, { merchantAccount, amount: { value: 1000, currency: 'EUR' } });
    await expect(checkout.ModificationsApi.refundCapturedPayment(psp, { merchantAccount, amount: { value: 2500, currency: 'EUR' } })).rejects.toMatchObject({ statusCode: 422 });
    await checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(psp, { merchantAccount });
    const { payment } = (await h.api('GET', `/payments/api/${psp}`, undefined, null)).body;
    expect(payment).toMatchObject({ captured: 3000, refunded: 1000, capturable: 0 });
    await expect(checkout.ModificationsApi.captureAuthorisedPayment(psp, { merchantAccount, amount: { value: 1, currency: 'EUR' } })).rejects.toMatchObject({ statusCode: 422 });
  });

  it('signs notifications so the library hmacValidator accepts them', async () => {
    const started = await startPayment();
    await choose((started.action as { url: string }).url, 'approve');
    const [hook] = await receiver.waitFor(1);
    expect(hook?.path).toBe('/webhooks/adyen');
    const body = JSON.parse(hook?.body ?? '{}') as { live: string; notificationItems: { NotificationRequestItem: Types.notification.NotificationRequestItem }[] };
    const item = body.notificationItems[0]?.NotificationRequestItem;
    expect(item).toMatchObject({ eventCode: 'AUTHORISATION', success: 'true', pspReference: started.pspReference, merchantReference: 'chk_9', merchantAccountCode: merchantAccount });
    const validator = new hmacValidator();
    expect(validator.validateHMAC(item as Types.notification.NotificationRequestItem, PAYMENT_SANDBOX_DEFAULTS.ADYEN_HMAC_KEY)).toBe(true);
    expect(validator.validateHMAC({ ...(item as Types.notification.NotificationRequestItem), amount: { value: 1, currency: 'EUR' } }, PAYMENT_SANDBOX_DEFAULTS.ADYEN_HMAC_KEY)).toBe(false);
  });

  it('refuses a wrong API key, another merchant account and a malformed body with 4xx', async () => {
    const client = new Client({ apiKey: 'wrong-key-123', environment: EnvironmentEnum.TEST }, sandboxTransport(`${h.url}/adyen/checkout`));
    await expect(new CheckoutAPI(client).PaymentsApi.paymentsDetails({ details: { redirectResult: 'x' } })).rejects.toMatchObject({ statusCode: 401 });
    await expect(
      checkout.PaymentsApi.payments({ amount: { value: 1, currency: 'EUR' }, reference: 'r', merchantAccount: 'Other', returnUrl: 'http://127.0.0.1/x', paymentMethod: { type: Types.checkout.CardDetails.TypeEnum.Scheme } }),
    ).rejects.toMatchObject({ statusCode: 403 });
    const bad = await fetch(`${h.url}/adyen/checkout/v71/payments`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': PAYMENT_SANDBOX_DEFAULTS.ADYEN_API_KEY }, body: '{"amount":' });
    expect(bad.status).toBe(400);
    const invalid = await fetch(`${h.url}/adyen/checkout/v71/payments`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': PAYMENT_SANDBOX_DEFAULTS.ADYEN_API_KEY }, body: '{"amount":{"value":-1}}' });
    expect(invalid.status).toBe(422);
  });
});
