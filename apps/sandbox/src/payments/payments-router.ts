import { createHmac } from 'node:crypto';
import { Router } from 'express';
import type { Logger } from '@kori/util-log';
import type { StateStore } from '../state/state-store';
import type { PaymentsContext, PaymentsEnv } from './payments-context';
import { ADYEN_OUTCOMES, applyAdyenOutcome, createAdyenRouter } from './adyen-router';
import { applyAvardaOutcome, AVARDA_OUTCOMES, createAvardaRouter } from './avarda-router';
import { createPaymentsPageRouter } from './payments-page';
import { applyStripeOutcome, createStripeRouter, STRIPE_OUTCOMES, stripeSignature } from './stripe-router';
import { createWebhookSender } from './webhook-sender';

/** The payment providers the sandbox stands in for. */
export const SANDBOX_PAYMENT_PROVIDER_LIST = [
  { id: 'avarda-checkout-v3', name: 'Avarda Checkout v3', methods: ['AVARDA_CHECKOUTV3_CARD', 'AVARDA_CHECKOUTV3_CREDIT', 'AVARDA_CHECKOUTV3_INVOICE'] },
  { id: 'adyen', name: 'Adyen', methods: ['ADYEN'] },
  { id: 'stripe', name: 'Stripe', methods: ['STRIPE'] },
] as const;

export interface PaymentsOptions {
  store: StateStore;
  env: PaymentsEnv;
  now: () => number;
  logger: Logger;
  fetch?: typeof fetch;
}

export interface SandboxPayments {
  router: Router;
  context: PaymentsContext;
  dispose(): void;
}

/** Header the sandbox signs Avarda's notifications with: hex HMAC-SHA256 of the raw body with the client secret. */
export const AVARDA_SIGNATURE_HEADER = 'x-avarda-signature';

export function avardaSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

export function createPayments(options: PaymentsOptions): SandboxPayments {
  const { env } = options;
  const webhooks = createWebhookSender({
    store: options.store,
    logger: options.logger,
    retryMs: env.PAYMENT_WEBHOOK_RETRY_MS,
    maxAttempts: env.PAYMENT_WEBHOOK_MAX_ATTEMPTS,
    fetch: options.fetch,
    signers: {
      STRIPE: (body, at) => ({ 'stripe-signature': stripeSignature(env.STRIPE_WEBHOOK_SECRET, body, at) }),
      AVARDA: (body) => ({ [AVARDA_SIGNATURE_HEADER]: avardaSignature(env.AVARDA_CLIENT_SECRET, body) }),
    },
  });
  const context: PaymentsContext = { store: options.store, env, now: options.now, logger: options.logger, webhooks };

  const router = Router();
  // Lets the API's payment adapters and a developer check what the sandbox offers.
  router.get('/payments/health', (_req, res) => {
    res.json({ status: 'ok', providers: SANDBOX_PAYMENT_PROVIDER_LIST.map((provider) => ({ ...provider, implemented: true })) });
  });
  router.use(createStripeRouter(context));
  router.use(createAdyenRouter(context));
  router.use(createAvardaRouter(context));
  router.use(
    createPaymentsPageRouter(context, {
      appliers: {
        STRIPE: { apply: applyStripeOutcome, outcomes: STRIPE_OUTCOMES },
        ADYEN: { apply: applyAdyenOutcome, outcomes: ADYEN_OUTCOMES },
        AVARDA: { apply: (ctx, payment, outcome) => applyAvardaOutcome(ctx, payment, outcome), outcomes: AVARDA_OUTCOMES },
      },
    }),
  );
  return { router, context, dispose: () => webhooks.dispose() };
}
