import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { Currency } from '@kori/region';
import type { AuthorizationStatus, PaymentProvider, ProviderPaymentState, ProviderWebhookEvent, StartPaymentRequest, StartedPayment } from '../payment-provider-port';
import { headerOf, PaymentProviderError } from './provider-errors';

export interface StripeProviderOptions {
  /** Stripe's API origin (https://api.stripe.com, or the sandbox); the library always adds `/v1/`. */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs?: number;
  /** Epoch ms, for the webhook timestamp tolerance. */
  now?: () => number;
}

/** Stripe's own tolerance for a webhook's signed timestamp, in seconds. */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

/** A PaymentIntent's status as Kori's authorisation status. */
export function stripeAuthorizationStatus(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): AuthorizationStatus {
  switch (intent.status) {
    case 'requires_capture':
    case 'succeeded':
      return 'APPROVED';
    case 'processing':
      return 'PENDING';
    case 'canceled':
      return 'CANCELLED';
    case 'requires_payment_method':
      // Back to requires_payment_method after an attempt means the attempt failed.
      return intent.last_payment_error ? 'FAILED' : 'CREATED_STRIPE';
    default:
      return 'CREATED_STRIPE';
  }
}

// Stripe metadata keys are at most 40 characters: a released part is remembered under a hash of its key.
const releasedKey = (idempotencyKey: string) => `kori_released_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20)}`;
const releasedTotal = (metadata: Stripe.Metadata) => Object.entries(metadata).reduce((sum, [key, value]) => (key.startsWith('kori_released_') ? sum + Number(value) : sum), 0);

function translate(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    const refused = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 && error.type !== 'StripeRateLimitError';
    throw new PaymentProviderError('STRIPE', refused ? 'refused' : 'unavailable', `${error.type}${error.code ? ` (${error.code})` : ''}: ${error.message}`, { cause: error });
  }
  throw new PaymentProviderError('STRIPE', 'unavailable', error instanceof Error ? error.message : String(error), { cause: error });
}

/** Stripe through its official library: a manual-capture PaymentIntent confirmed on Stripe's hosted page. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const url = new URL(options.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(options.secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    timeout: options.timeoutMs ?? 20_000,
    maxNetworkRetries: 2,
    telemetry: false,
  });
  const now = options.now ?? Date.now;

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      return translate(error);
    }
  }

  function stateOf(intent: Stripe.PaymentIntent): ProviderPaymentState {
    const status = stripeAuthorizationStatus(intent);
    return { reference: intent.id, status, authorizedAmount: status === 'APPROVED' ? intent.amount_capturable + intent.amount_received : null };
  }

  async function releaseRest(intent: Stripe.PaymentIntent, idempotencyKey: string): Promise<void> {
    // What is still authorised was all released: cancelling gives it back to the shopper at once.
    if (intent.status === 'requires_capture' && intent.amount_capturable > 0 && intent.amount_capturable <= releasedTotal(intent.metadata)) {
      await call(() => stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `${idempotencyKey}:release-rest` }));
    }
  }

  return {
    id: 'STRIPE',

    async start(request: StartPaymentRequest): Promise<StartedPayment> {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            capture_method: 'manual',
            confirm: true,
            return_url: request.returnUrl,
            description: `Kori checkout ${request.checkoutId}`,
            receipt_email: request.shopper.email || undefined,
            metadata: { checkoutId: request.checkoutId, attemptId: request.attemptId, reference: request.checkoutId, region: request.region },
          },
          { idempotencyKey: `start:${request.attemptId}` },
        ),
      );
      const redirectUrl = intent.next_action?.redirect_to_url?.url;
      if (!redirectUrl) throw new PaymentProviderError('STRIPE', 'invalid_response', `PaymentIntent ${intent.id} has no redirect (status ${intent.status})`);
      return { kind: 'redirect', reference: intent.id, redirectUrl, status: 'CREATED_STRIPE' };
    },

    async confirm(reference: string, returnCode?: string): Promise<ProviderPaymentState> {
      // The return names the intent; a return naming another one is not this payment's.
      if (returnCode !== undefined && returnCode !== reference) throw new PaymentProviderError('STRIPE', 'refused', `return names ${returnCode}, not ${reference}`);
      return stateOf(await call(() => stripe.paymentIntents.retrieve(reference)));
    },

    async capture(reference: string, amount: number, _currency: Currency, idempotencyKey: string): Promise<void> {
      // Multicapture: each merchant's part is captured on its own, the rest stays authorised.
      const intent = await call(() => stripe.paymentIntents.capture(reference, { amount_to_capture: amount, final_capture: false }, { idempotencyKey }));
      await releaseRest(intent, idempotencyKey);
    },

    async abandon(reference: string, idempotencyKey: string): Promise<void> {
      const intent = await call(() => stripe.paymentIntents.retrieve(reference));
      // Only an intent still waiting for the shopper is cancelled; an authorised one is kept for the caller.
      if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) return;
      await call(() => stripe.paymentIntents.cancel(reference, { cancellation_reason: 'abandoned' }, { idempotencyKey: `${idempotencyKey}:abandon` }));
    },

    async release(reference: string, amount: number, _currency: Currency, idempotencyKey: string): Promise<void> {
      const intent = await call(() => stripe.paymentIntents.retrieve(reference));
      const marker = releasedKey(idempotencyKey);
      if (intent.metadata[marker] !== undefined) return;
      if (intent.status === 'requires_capture' && intent.amount_capturable - releasedTotal(intent.metadata) >= amount) {
        // Stripe cannot void part of an authorisation: the part is marked released and the authorisation
        // is cancelled once everything still held is released (or with the last capture).
        const marked = await call(() => stripe.paymentIntents.update(reference, { metadata: { [marker]: String(amount) } }, { idempotencyKey: `${idempotencyKey}:mark` }));
        await releaseRest(marked, idempotencyKey);
        return;
      }
      await call(() => stripe.refunds.create({ payment_intent: reference, amount, metadata: { reason: 'merchant_failed' } }, { idempotencyKey }));
      await call(() => stripe.paymentIntents.update(reference, { metadata: { [marker]: '0' } }, { idempotencyKey: `${idempotencyKey}:mark` }));
    },

    parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>): ProviderWebhookEvent[] | null {
      const signature = headerOf(headers, 'stripe-signature');
      if (!signature) return null;
      const at = now();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, STRIPE_WEBHOOK_TOLERANCE_S, undefined, at);
      } catch {
        return null;
      }
      // The library only refuses old timestamps; one from the future beyond the tolerance is refused too.
      const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
      if (!Number.isFinite(signedAt) || signedAt - Math.floor(at / 1000) > STRIPE_WEBHOOK_TOLERANCE_S) return null;
      const object = event.data.object as { id?: string; object?: string; payment_intent?: string | { id: string } | null };
      if (object.object === 'payment_intent') {
        const intent = event.data.object as Stripe.PaymentIntent;
        return [{ eventId: event.id, reference: intent.id, status: stripeAuthorizationStatus(intent), kind: event.type }];
      }
      const intentRef = typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id;
      return [{ eventId: event.id, reference: intentRef ?? object.id ?? '', status: null, kind: event.type }];
    },
  };
}
