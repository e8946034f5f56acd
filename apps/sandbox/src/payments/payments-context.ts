import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Logger } from '@kori/util-log';
import type { SandboxEnv } from '../env';
import type { StateStore } from '../state/state-store';
import type { PaymentOperation, SandboxPaymentProvider, StoredPayment } from './payment-state-schema';
import type { WebhookSender } from './webhook-sender';

export type PaymentsEnv = Pick<
  SandboxEnv,
  | 'KORI_API_URL'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'ADYEN_API_KEY'
  | 'ADYEN_MERCHANT_ACCOUNT'
  | 'ADYEN_HMAC_KEY'
  | 'AVARDA_CLIENT_ID'
  | 'AVARDA_CLIENT_SECRET'
  | 'PAYMENT_WEBHOOK_RETRY_MS'
  | 'PAYMENT_WEBHOOK_MAX_ATTEMPTS'
>;

export interface PaymentsContext {
  store: StateStore;
  env: PaymentsEnv;
  now: () => number;
  logger: Logger;
  webhooks: WebhookSender;
}

/** Where the API takes each provider's webhooks, under KORI_API_URL. */
export const API_WEBHOOK_PATHS: Record<SandboxPaymentProvider, string> = {
  STRIPE: '/webhooks/stripe',
  ADYEN: '/webhooks/adyen',
  AVARDA: '/webhooks/avarda',
};

export function webhookUrl(ctx: PaymentsContext, provider: SandboxPaymentProvider): string {
  return `${ctx.env.KORI_API_URL.replace(/\/+$/, '')}${API_WEBHOOK_PATHS[provider]}`;
}

export function randomId(prefix: string, bytes = 12): string {
  return `${prefix}${randomBytes(bytes).toString('hex')}`;
}

/** The sandbox's own origin as the browser sees it (for hosted-page links in API answers). */
export function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

export function paymentsOf(ctx: PaymentsContext): Record<string, StoredPayment> {
  return ctx.store.state.payments.payments;
}

export function findPayment(ctx: PaymentsContext, provider: SandboxPaymentProvider, id: string): StoredPayment | undefined {
  const payment = paymentsOf(ctx)[id];
  return payment?.provider === provider ? payment : undefined;
}

export function addOperation(ctx: PaymentsContext, payment: StoredPayment, kind: PaymentOperation['kind'], amount: number, id: string): PaymentOperation {
  const operation = { id, kind, amount, at: ctx.now() };
  payment.operations.push(operation);
  if (kind === 'capture') {
    payment.capturable -= amount;
    payment.captured += amount;
  } else if (kind === 'void') payment.capturable -= amount;
  else payment.refunded += amount;
  payment.updatedAt = ctx.now();
  return operation;
}

export interface IdempotentResult {
  status: number;
  body: unknown;
}

/**
 * Answers a request with an idempotency key from memory when the key was seen: the same key with the
 * same request answers what it answered the first time; with a different request it is refused.
 */
export function idempotent(
  ctx: PaymentsContext,
  scope: string,
  key: string | undefined,
  request: unknown,
  run: () => IdempotentResult,
): IdempotentResult | { conflict: true } {
  if (!key) return run();
  const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const storeKey = `${scope}:${key}`;
  const seen = ctx.store.state.payments.idempotency[storeKey];
  if (seen) return seen.fingerprint === fingerprint ? { status: seen.status, body: seen.body } : { conflict: true };
  const result = run();
  // Answers below 500 are kept, refusals too (as Stripe does): a retry gets the same answer; a 5xx may be retried.
  if (result.status < 500) ctx.store.state.payments.idempotency[storeKey] = { fingerprint, status: result.status, body: result.body, at: ctx.now() };
  ctx.store.save();
  return result;
}

/** A new payment record with nothing captured yet, kept under its provider and id (as `findPayment` looks it up). */
export function newPayment(ctx: PaymentsContext, provider: SandboxPaymentProvider, id: string, fields: Pick<StoredPayment, 'status' | 'amount' | 'currency' | 'reference' | 'returnUrl' | 'extra'>): StoredPayment {
  const at = ctx.now();
  const payment: StoredPayment = { id, provider, ...fields, createdAt: at, updatedAt: at, capturable: 0, captured: 0, refunded: 0, operations: [], outcome: null };
  paymentsOf(ctx)[payment.id] = payment;
  return payment;
}
