import { z } from 'zod';
import { epochMs, minorUnits } from '../state/state-fields';

/** The payment providers the sandbox stands in for. */
export const SANDBOX_PAYMENT_PROVIDERS = ['STRIPE', 'ADYEN', 'AVARDA'] as const;
export type SandboxPaymentProvider = (typeof SANDBOX_PAYMENT_PROVIDERS)[number];

/** What a person (or a test) can choose for a payment; each provider maps it to its own state. */
export const PAYMENT_OUTCOMES = ['approve', 'refuse', 'cancel', 'error', 'pending', 'received', 'creditDenied', 'wrongAddress', 'timeout'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const paymentOperationSchema = z.object({
  id: z.string(),
  kind: z.enum(['capture', 'void', 'refund']),
  amount: minorUnits,
  at: epochMs,
});

/**
 * One payment of any provider. `status` is the provider's own word (a Stripe PaymentIntent status, an
 * Adyen resultCode, an Avarda purchase state), so each protocol answers exactly what it stored.
 */
export const storedPaymentSchema = z.object({
  id: z.string(),
  provider: z.enum(SANDBOX_PAYMENT_PROVIDERS),
  status: z.string(),
  /** As authorised. */
  amount: minorUnits,
  currency: z.string(),
  /** The merchant's reference (Stripe metadata/description, Adyen merchantReference, Avarda order reference). */
  reference: z.string(),
  returnUrl: z.string().nullable(),
  createdAt: epochMs,
  updatedAt: epochMs,
  /** Still authorised and not yet captured or voided. */
  capturable: minorUnits,
  captured: minorUnits,
  refunded: minorUnits,
  operations: z.array(paymentOperationSchema),
  /** The last outcome chosen (page or test), for people reading the payments page. */
  outcome: z.enum(PAYMENT_OUTCOMES).nullable(),
  /** Provider-specific fields (Stripe client secret and metadata, Adyen redirect result, Avarda JWT and method). */
  extra: z.record(z.string(), z.string()),
});

/** A stored answer to a request that carried an idempotency key: the same key answers the same again. */
export const idempotentAnswerSchema = z.object({
  fingerprint: z.string(),
  status: z.number().int(),
  body: z.unknown(),
  at: epochMs,
});

/** A notification the sandbox posts to the API, retried until the API answers 2xx or attempts run out. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  provider: z.enum(SANDBOX_PAYMENT_PROVIDERS),
  paymentId: z.string(),
  url: z.string(),
  kind: z.string(),
  body: z.string(),
  /** Headers that do not change between attempts (a Stripe signature is made afresh on each). */
  headers: z.record(z.string(), z.string()),
  attempts: z.number().int(),
  /** The next attempt; null once delivered or given up. */
  nextAttemptAt: epochMs.nullable(),
  deliveredAt: epochMs.nullable(),
  lastError: z.string().nullable(),
});

export const paymentsStateSchema = z.object({
  payments: z.record(z.string(), storedPaymentSchema),
  idempotency: z.record(z.string(), idempotentAnswerSchema),
  webhooks: z.array(webhookDeliverySchema),
  /** Bearer tokens issued to Avarda partners: token -> expiry. */
  avardaTokens: z.record(z.string(), epochMs),
});

export type PaymentOperation = z.infer<typeof paymentOperationSchema>;
export type StoredPayment = z.infer<typeof storedPaymentSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export type PaymentsState = z.infer<typeof paymentsStateSchema>;

export function emptyPaymentsState(): PaymentsState {
  return { payments: {}, idempotency: {}, webhooks: [], avardaTokens: {} };
}

const PAYMENT_LIMIT = 1000;
const WEBHOOK_LIMIT = 2000;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Keeps the newest payments and deliveries, and idempotency answers for a day (as Stripe does). */
export function prunePayments(state: PaymentsState, now: number): void {
  const payments = Object.values(state.payments).sort((a, b) => a.createdAt - b.createdAt);
  for (const payment of payments.slice(0, Math.max(0, payments.length - PAYMENT_LIMIT))) delete state.payments[payment.id];
  if (state.webhooks.length > WEBHOOK_LIMIT) state.webhooks.splice(0, state.webhooks.length - WEBHOOK_LIMIT);
  for (const [key, answer] of Object.entries(state.idempotency)) if (answer.at + IDEMPOTENCY_TTL_MS < now) delete state.idempotency[key];
  for (const [token, expires] of Object.entries(state.avardaTokens)) if (expires <= now) delete state.avardaTokens[token];
}
