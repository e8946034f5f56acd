/**
 * A payment provider in memory for tests: payments start as the real providers' do, a test decides
 * each outcome (`decide`), webhooks are "signed" with a shared secret, and captures and releases are
 * de-duplicated by idempotency key as the providers do, so a test can count real charges.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Currency } from '@kori/region';
import type {
  AuthorizationStatus,
  PaymentProvider,
  PaymentProviderId,
  ProviderPaymentState,
  ProviderWebhookEvent,
  StartedPayment,
  StartPaymentRequest,
} from '../payment-provider-port';

export const FAKE_WEBHOOK_SECRET = 'fake-webhook-secret';
const SIGNATURE_HEADER = 'x-fake-signature';

interface FakePayment {
  request: StartPaymentRequest;
  status: AuthorizationStatus;
}

export interface FakeSettlement {
  kind: 'capture' | 'release';
  reference: string;
  amount: number;
  currency: Currency;
  idempotencyKey: string;
  /** For a release of a never-captured part: what the authorisation holds afterwards. */
  authorizedAfter?: number;
}

export interface FakePaymentProvider extends PaymentProvider {
  /** Every start request, in order. */
  readonly starts: StartPaymentRequest[];
  /** Captures and releases that took effect (a repeated idempotency key is not counted again). */
  readonly settlements: FakeSettlement[];
  /** How often each method was called (repeats included). */
  readonly calls: Record<'start' | 'confirm' | 'capture' | 'release' | 'abandon', number>;
  /** The reference of the checkout's newest payment here. */
  referenceOf(checkoutId: string): string;
  /** Sets what the provider reports for a payment from now on. */
  decide(reference: string, status: AuthorizationStatus): void;
  /**
   * The next `times` capture calls fail: before taking effect, or (`afterEffect`) after it, as when
   * the provider's answer is lost on the way back.
   */
  failCaptures(times: number, options?: { afterEffect?: boolean }): void;
  /** A signed webhook body and headers reporting `status` for `reference`. */
  webhook(eventId: string, reference: string, status: AuthorizationStatus | null): { body: Buffer; headers: Record<string, string> };
  /** Holds `confirm` until released, to make a return race a webhook. */
  holdConfirm(): { reached: Promise<void>; release: () => void };
}

const sign = (body: Buffer) => createHmac('sha256', FAKE_WEBHOOK_SECRET).update(body).digest('hex');

export function createFakePaymentProvider(id: PaymentProviderId = 'STRIPE'): FakePaymentProvider {
  const payments = new Map<string, FakePayment>();
  const byCheckout = new Map<string, string>();
  const seenKeys = new Set<string>();
  const starts: StartPaymentRequest[] = [];
  const settlements: FakeSettlement[] = [];
  const calls = { start: 0, confirm: 0, capture: 0, release: 0, abandon: 0 };
  let captureFailures = 0;
  let failAfterEffect = false;
  let hold: { reached: () => void; released: Promise<void> } | null = null;
  let counter = 0;

  const startedStatus = (): StartedPayment['status'] =>
    id === 'ADYEN' ? 'ADYEN_PAYMENT_STARTED' : id === 'STRIPE' ? 'CREATED_STRIPE' : 'CREATED_AVARDA_CHECKOUTV3';

  const settle = (kind: FakeSettlement['kind'], reference: string, amount: number, currency: Currency, idempotencyKey: string, authorizedAfter?: number) => {
    if (!payments.has(reference)) throw new Error(`unknown payment ${reference}`);
    if (seenKeys.has(`${kind}:${idempotencyKey}`)) return;
    seenKeys.add(`${kind}:${idempotencyKey}`);
    settlements.push({ kind, reference, amount, currency, idempotencyKey, ...(authorizedAfter === undefined ? {} : { authorizedAfter }) });
  };

  return {
    id,
    starts,
    settlements,
    calls,
    async start(request) {
      calls.start += 1;
      starts.push(request);
      // The attempt id is the idempotency key: the same attempt gets the same payment.
      const reference = `${id.toLowerCase()}_${request.attemptId}`;
      if (!payments.has(reference)) payments.set(reference, { request, status: startedStatus() });
      byCheckout.set(request.checkoutId, reference);
      counter += 1;
      return id === 'AVARDA'
        ? { kind: 'embedded', reference, jwt: `jwt-${counter}`, status: 'CREATED_AVARDA_CHECKOUTV3' }
        : { kind: 'redirect', reference, redirectUrl: `https://pay.example/${reference}`, status: startedStatus() as 'ADYEN_PAYMENT_STARTED' | 'CREATED_STRIPE' };
    },
    async confirm(reference): Promise<ProviderPaymentState> {
      calls.confirm += 1;
      if (hold) {
        const current = hold;
        current.reached();
        await current.released;
      }
      const payment = payments.get(reference);
      if (!payment) throw new Error(`unknown payment ${reference}`);
      return { reference, status: payment.status, authorizedAmount: payment.status === 'APPROVED' ? payment.request.amount : null };
    },
    async capture(reference, amount, currency, idempotencyKey) {
      calls.capture += 1;
      if (captureFailures > 0 && !failAfterEffect) {
        captureFailures -= 1;
        throw new Error('provider unavailable');
      }
      settle('capture', reference, amount, currency, idempotencyKey);
      if (captureFailures > 0) {
        captureFailures -= 1;
        throw new Error('connection reset');
      }
    },
    async release(reference, amount, currency, idempotencyKey, authorizedAfter) {
      calls.release += 1;
      settle('release', reference, amount, currency, idempotencyKey, authorizedAfter);
    },
    async abandon(reference) {
      calls.abandon += 1;
      const payment = payments.get(reference);
      if (!payment) throw new Error(`unknown payment ${reference}`);
      // As Adyen: an unfinished redirect holds nothing to cancel and may still be authorised later.
      if (id === 'ADYEN') return;
      if (payment.status === startedStatus() || payment.status === 'PENDING') payment.status = 'CANCELLED';
    },
    parseWebhook(rawBody, headers): ProviderWebhookEvent[] | null {
      const given = headers[SIGNATURE_HEADER];
      const expected = sign(rawBody);
      if (!given || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
      const parsed = JSON.parse(rawBody.toString('utf8')) as { id: string; reference: string; status: AuthorizationStatus | null };
      return [{ eventId: parsed.id, reference: parsed.reference, status: parsed.status, kind: 'payment.updated' }];
    },
    referenceOf(checkoutId) {
      const reference = byCheckout.get(checkoutId);
      if (!reference) throw new Error(`no payment for checkout ${checkoutId}`);
      return reference;
    },
    decide(reference, status) {
      const payment = payments.get(reference);
      if (!payment) throw new Error(`unknown payment ${reference}`);
      payment.status = status;
    },
    failCaptures(times, failOptions = {}) {
      captureFailures = times;
      failAfterEffect = failOptions.afterEffect ?? false;
    },
    webhook(eventId, reference, status) {
      const body = Buffer.from(JSON.stringify({ id: eventId, reference, status }));
      return { body, headers: { [SIGNATURE_HEADER]: sign(body), 'content-type': 'application/json' } };
    },
    holdConfirm() {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { reached, released };
      return {
        reached: reachedPromise,
        release: () => {
          hold = null;
          release();
        },
      };
    },
  };
}

export type FakePaymentProviders = Record<PaymentProviderId, FakePaymentProvider>;

/** One fake per provider id, as the engine takes them. */
export function createFakePaymentProviders(): FakePaymentProviders {
  return { AVARDA: createFakePaymentProvider('AVARDA'), ADYEN: createFakePaymentProvider('ADYEN'), STRIPE: createFakePaymentProvider('STRIPE') };
}
