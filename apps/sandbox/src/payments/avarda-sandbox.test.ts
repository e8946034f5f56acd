import { createHmac } from 'node:crypto';
import { PAYMENT_SANDBOX_DEFAULTS } from '../env';
import { startSandbox, type Harness } from '../test-support/sandbox-harness';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver';

let h: Harness;
let receiver: WebhookReceiver;
const RETRY_MS = 80;

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  h = await startSandbox({ apiUrl: receiver.url, webhookRetryMs: RETRY_MS, webhookMaxAttempts: 4 });
});
afterEach(async () => {
  await h.close();
  await receiver.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(`${h.url}/avarda/api/partner${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function token(): Promise<string> {
  const answer = await call('POST', '/tokens', { clientId: PAYMENT_SANDBOX_DEFAULTS.AVARDA_CLIENT_ID, clientSecret: PAYMENT_SANDBOX_DEFAULTS.AVARDA_CLIENT_SECRET });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

async function initialise(bearer: string, key?: string) {
  const answer = await call('POST', '/payments', { items: [{ description: 'Kettle', amount: 49.9, quantity: 2 }], currency: 'EUR', extraIdentifiers: { orderReference: 'chk_5' } }, bearer, key ? { 'idempotency-key': key } : {});
  expect(answer.status).toBe(200);
  return answer.body as { purchaseId: string; jwt: string; expiredUtc: string };
}

async function complete(jwt: string, method: string, outcome: string) {
  const response = await fetch(`${h.url}/avarda/checkout/v3/frame`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ jwt, parentOrigin: 'http://127.0.0.1:3000', method, outcome }).toString(),
  });
  return { status: response.status, html: await response.text() };
}

describe('the Avarda Checkout 3.0 sandbox', () => {
  it('issues partner tokens only for the right credentials and wants one on every call', async () => {
    expect((await call('POST', '/tokens', { clientId: 'x', clientSecret: 'y' })).status).toBe(401);
    expect((await call('POST', '/tokens', { clientId: 5 })).status).toBe(400);
    expect((await call('GET', '/payments/abc')).status).toBe(401);
    expect((await call('GET', '/payments/abc', undefined, 'avt_forged')).status).toBe(401);
    expect((await call('GET', '/payments/abc', undefined, await token())).status).toBe(404);
  });

  it('initialises a purchase once per idempotency key and shows its state', async () => {
    const bearer = await token();
    const first = await initialise(bearer, 'attempt-1');
    expect((await initialise(bearer, 'attempt-1')).purchaseId).toBe(first.purchaseId);
    expect(first.jwt.split('.')).toHaveLength(3);
    const state = await call('GET', `/payments/${first.purchaseId}`, undefined, bearer);
    expect(state.body).toMatchObject({ purchaseId: first.purchaseId, state: 'New', totalPrice: 99.8, currency: 'EUR', extraIdentifiers: { orderReference: 'chk_5' } });
    expect((await call('POST', '/payments', { items: [{ description: 'x', amount: 1.234 }] }, bearer)).status).toBe(400);
  });

  it('renders an accessible embedded checkout with card, invoice and part payment, and each outcome', async () => {
    const bearer = await token();
    const { jwt } = await initialise(bearer);
    const frame = await (await fetch(`${h.url}/avarda/checkout/v3/frame?jwt=${encodeURIComponent(jwt)}&parentOrigin=${encodeURIComponent('http://127.0.0.1:3000')}`)).text();
    for (const label of ['Card', 'Invoice', 'Part payment (credit)', 'Credit denied (AVARDA_CREDIT_DENIED)', 'Incorrect address (AVARDA_INCORRECT_ADDRESS)', 'Rejected (AVARDA_REJECTED)', 'Session times out']) {
      expect(frame).toContain(`>${label.replace(/&/g, '&amp;')}</label>`);
    }
    expect(frame).toMatch(/<fieldset><legend>Payment method<\/legend>/);
    const script = await fetch(`${h.url}/avarda/checkout/v3/avarda-checkout.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.avardaCheckoutInit = function (options)');
    expect((await fetch(`${h.url}/avarda/checkout/v3/frame?jwt=forged.jwt.here&parentOrigin=http://x`)).status).toBe(400);
  });

  it.each([
    ['approve', 'Completed'],
    ['refuse', 'Rejected'],
    ['creditDenied', 'CreditDenied'],
    ['wrongAddress', 'IncorrectAddress'],
    ['timeout', 'TimedOut'],
    ['pending', 'Pending'],
  ])('the %s answer leaves the purchase %s and tells the embedding page', async (outcome, state) => {
    const bearer = await token();
    const { purchaseId, jwt } = await initialise(bearer);
    const done = await complete(jwt, 'Invoice', outcome);
    expect(done.status).toBe(200);
    expect(done.html).toContain(`"type":"${outcome === 'timeout' ? 'avarda:timeout' : 'avarda:completed'}"`);
    expect(done.html).toContain('"http://127.0.0.1:3000"');
    expect((await call('GET', `/payments/${purchaseId}`, undefined, bearer)).body).toMatchObject({ state, paymentMethods: { selectedPayment: { type: 'Invoice' } } });
  });

  it('orders (captures) in parts, returns, and cancels what remains', async () => {
    const bearer = await token();
    const { purchaseId, jwt } = await initialise(bearer);
    await complete(jwt, 'Card', 'approve');
    const order = await call('POST', '/orders', { purchaseId, orderReference: 'm1', items: [{ description: 'Merchant 1', amount: 40, quantity: 1 }] }, bearer, { 'idempotency-key': 'o1' });
    expect(order.status).toBe(200);
    expect((await call('POST', '/orders', { purchaseId, orderReference: 'm1', items: [{ description: 'Merchant 1', amount: 40, quantity: 1 }] }, bearer, { 'idempotency-key': 'o1' })).body).toEqual(order.body);
    expect((await call('POST', '/orders', { purchaseId, items: [{ description: 'too much', amount: 60, quantity: 1 }] }, bearer)).status).toBe(422);
    expect((await call('POST', '/returns', { purchaseId, items: [{ description: 'back', amount: 10, quantity: 1 }] }, bearer)).status).toBe(200);
    const cancelled = await call('POST', `/payments/${purchaseId}/cancel`, { amount: 20 }, bearer);
    expect(cancelled.body.amounts).toEqual({ authorized: 79.8, captured: 40, refunded: 10, remaining: 39.8 });
  });

  it('posts a signed completed-purchase notification and retries it until the API takes it', async () => {
    receiver.answer(503);
    const bearer = await token();
    const { purchaseId, jwt } = await initialise(bearer);
    await complete(jwt, 'Card', 'approve');
    const hooks = await receiver.waitFor(3, 3000);
    receiver.answer(200);
    await receiver.waitFor(4, 3000);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 3));
    expect(receiver.received).toHaveLength(4);
    const [first, second] = hooks;
    expect(second && first ? second.at - first.at : 0).toBeGreaterThanOrEqual(RETRY_MS - 5);
    expect(first?.path).toBe('/webhooks/avarda');
    expect(first?.body).toBe(second?.body);
    expect(JSON.parse(first?.body ?? '{}')).toMatchObject({ purchaseId, event: 'PurchaseCompleted', state: 'Completed' });
    expect(first?.headers['x-avarda-signature']).toBe(createHmac('sha256', PAYMENT_SANDBOX_DEFAULTS.AVARDA_CLIENT_SECRET).update(first?.body ?? '').digest('hex'));
  });

  it('gives up after the last attempt', async () => {
    receiver.answer(500);
    const bearer = await token();
    const { jwt } = await initialise(bearer);
    await complete(jwt, 'Card', 'approve');
    await receiver.waitFor(4, 3000);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 3));
    expect(receiver.received).toHaveLength(4);
    const listed = await h.api('GET', '/payments/api', undefined, null);
    expect(listed.body.webhooks[0]).toMatchObject({ attempts: 4, nextAttemptAt: null, deliveredAt: null, lastError: 'HTTP 500' });
  });
});
