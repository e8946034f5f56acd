/**
 * Test support: a real sandbox with its payment providers, started in this process on a free port, and
 * a stand-in for the API's webhook endpoints that records what the sandbox posts. The sandbox is another
 * app, so the API never imports it: its harness is loaded by path at run time (only tests call this).
 */
import { join } from 'node:path';
import { findRepoRoot } from '../../config/repo-root';
import { SANDBOX_DEFAULTS, SANDBOX_PAYMENT_PATHS } from '../../config/env';
import { useFileFixture } from '../../testing/use-file-fixture';
import type { PaymentProvider, StartedPayment, StartPaymentRequest } from '../payment-provider-port';

interface ReceivedWebhook {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface PaymentSandbox {
  url: string;
  stripeApiUrl: string;
  adyenCheckoutUrl: string;
  avardaApiUrl: string;
  credentials: typeof SANDBOX_DEFAULTS;
  /** What the sandbox posted to the API's webhook paths, raw. */
  webhooks: ReceivedWebhook[];
  waitForWebhooks(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  /** Chooses a payment's outcome as a person on the sandbox's payments page would. */
  choose(paymentId: string, outcome: string): Promise<void>;
  /** A form post to a provider's hosted page; answers the redirect's Location. */
  post(path: string, form: Record<string, string>): Promise<{ status: number; location: string | null }>;
  payment(paymentId: string): Promise<{ status: string; capturable: number; captured: number; refunded: number; operations: { kind: string; amount: number }[] }>;
  /** Starts a payment with the adapter and approves it on the sandbox, as a shopper would. */
  startApproved(provider: PaymentProvider, request: StartPaymentRequest): Promise<StartedPayment>;
  close(): Promise<void>;
}

interface HarnessModule {
  startSandbox(options: { seedSize?: 'tiny'; apiUrl?: string; webhookRetryMs?: number; webhookMaxAttempts?: number }): Promise<{ url: string; close(): Promise<void> }>;
}
interface ReceiverModule {
  startWebhookReceiver(): Promise<{ url: string; received: ReceivedWebhook[]; waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>; close(): Promise<void> }>;
}

export async function startPaymentSandbox(options: { webhookRetryMs?: number } = {}): Promise<PaymentSandbox> {
  const support = join(findRepoRoot(), 'apps', 'sandbox', 'src', 'test-support');
  const { startWebhookReceiver } = (await import(join(support, 'webhook-receiver'))) as ReceiverModule;
  const { startSandbox } = (await import(join(support, 'sandbox-harness'))) as HarnessModule;
  const receiver = await startWebhookReceiver();
  const harness = await startSandbox({ seedSize: 'tiny', apiUrl: receiver.url, webhookRetryMs: options.webhookRetryMs ?? 50, webhookMaxAttempts: 3 });
  const url = harness.url;
  async function choose(paymentId: string, outcome: string): Promise<void> {
    const response = await fetch(`${url}/payments/api/${encodeURIComponent(paymentId)}/outcome`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome }) });
    if (!response.ok) throw new Error(`choosing ${outcome} for ${paymentId} answered ${response.status}: ${await response.text()}`);
  }
  return {
    url,
    stripeApiUrl: `${url}${SANDBOX_PAYMENT_PATHS.STRIPE}`,
    adyenCheckoutUrl: `${url}${SANDBOX_PAYMENT_PATHS.ADYEN}`,
    avardaApiUrl: `${url}${SANDBOX_PAYMENT_PATHS.AVARDA}`,
    credentials: SANDBOX_DEFAULTS,
    webhooks: receiver.received,
    waitForWebhooks: (count, timeoutMs) => receiver.waitFor(count, timeoutMs),
    choose,
    async post(path, form) {
      const response = await fetch(`${url}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
      return { status: response.status, location: response.headers.get('location') };
    },
    async payment(paymentId) {
      const response = await fetch(`${url}/payments/api/${encodeURIComponent(paymentId)}`);
      if (!response.ok) throw new Error(`payment ${paymentId} answered ${response.status}`);
      return ((await response.json()) as { payment: Awaited<ReturnType<PaymentSandbox['payment']>> }).payment;
    },
    async startApproved(provider, request) {
      const started = await provider.start(request);
      await choose(started.reference, 'approve');
      return started;
    },
    async close() {
      await harness.close();
      await receiver.close();
    },
  };
}

/** A payment start for tests: 100.00 EUR in Finland, a fresh attempt id unless overridden. */
export function startRequest(overrides: Partial<StartPaymentRequest> = {}): StartPaymentRequest {
  return {
    checkoutId: 'chk_test_1',
    attemptId: `attempt-${Math.random().toString(36).slice(2)}`,
    amount: 10_000,
    currency: 'EUR',
    region: 'FI',
    paymentMethod: 'STRIPE',
    shopper: { email: 'a@example.com', phone: '+358401234567', firstName: 'Aino', lastName: 'Virtanen', streetAddress: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki' },
    returnUrl: 'http://127.0.0.1:3000/payment-completed?checkoutId=chk_test_1',
    lines: [{ name: 'Kettle', quantity: 1, unitPrice: 10_000 }],
    ...overrides,
  };
}

/**
 * One payment sandbox for the whole file: started before its first test, closed after its last. The
 * returned object reads the running sandbox, so tests use `sandbox.credentials` as if they held it.
 */
export function usePaymentSandbox(options: { webhookRetryMs?: number } = {}): PaymentSandbox {
  return useFileFixture('the payment sandbox', () => startPaymentSandbox(options));
}
