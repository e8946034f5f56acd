import { createHmac } from 'node:crypto';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { escapeHtml } from '../http/escape-html';
import { addOperation, findPayment, newPayment, ownOrigin, randomId, webhookUrl, type PaymentsContext } from './payments-context';
import { providerAnswers } from './provider-api';
import type { PaymentOutcome, StoredPayment } from './payment-state-schema';
import { addHostedOutcomeRoutes, hostedPage } from './hosted-page';

/** The Stripe API version the sandbox answers as (the one stripe@23 sends). */
export const STRIPE_SANDBOX_API_VERSION = '2026-10-28.endive';

const formBody = express.urlencoded({ extended: true, limit: '64kb' });
const amount = z.coerce.number().int().positive();
const metadata = z.record(z.string(), z.string().max(500)).optional();

const createSchema = z.object({
  amount,
  currency: z.string().regex(/^[a-zA-Z]{3}$/),
  capture_method: z.enum(['manual', 'automatic', 'automatic_async']).optional(),
  confirm: z.enum(['true', 'false']).optional(),
  return_url: z.url({ protocol: /^https?$/ }).optional(),
  description: z.string().max(1000).optional(),
  receipt_email: z.string().max(500).optional(),
  metadata,
  payment_method_types: z.array(z.string()).optional(),
  payment_method: z.string().optional(),
  payment_method_options: z.unknown().optional(),
});
const updateSchema = z.object({ metadata, description: z.string().max(1000).optional() });
const captureSchema = z.object({ amount_to_capture: amount.optional(), final_capture: z.enum(['true', 'false']).optional(), metadata });
const cancelSchema = z.object({ cancellation_reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']).optional() });
const refundSchema = z.object({ payment_intent: z.string().min(1), amount: amount.optional(), reason: z.string().optional(), metadata });

type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const errorBody = (error: StripeError) => ({ error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}), ...(error.param ? { param: error.param } : {}) } });

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const param = issue?.path.join('.') || undefined;
  throw new StripeError(400, 'invalid_request_error', `Invalid request: ${param ?? 'body'}: ${issue?.message ?? 'invalid'}`, 'parameter_invalid', param);
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The PaymentIntent object as Stripe's API shows it. */
export function stripeIntentObject(payment: StoredPayment) {
  const extra = payment.extra;
  const declined = extra['lastErrorCode'];
  return {
    id: payment.id,
    object: 'payment_intent',
    amount: payment.amount,
    amount_capturable: payment.capturable,
    amount_received: payment.captured,
    capture_method: extra['captureMethod'] ?? 'manual',
    cancellation_reason: extra['cancellationReason'] ?? null,
    client_secret: extra['clientSecret'],
    confirmation_method: 'automatic',
    created: seconds(payment.createdAt),
    currency: payment.currency.toLowerCase(),
    description: extra['description'] ?? null,
    last_payment_error: declined ? { type: 'card_error', code: declined, decline_code: declined === 'card_declined' ? 'generic_decline' : undefined, message: extra['lastErrorMessage'] } : null,
    latest_charge: payment.captured > 0 ? `ch_${payment.id.slice(3)}` : null,
    livemode: false,
    metadata: JSON.parse(extra['metadata'] ?? '{}') as Record<string, string>,
    next_action: payment.status === 'requires_action' ? { type: 'redirect_to_url', redirect_to_url: { url: extra['hostedUrl'], return_url: payment.returnUrl } } : null,
    payment_method_types: ['card'],
    status: payment.status,
  };
}

function stripeEvent(ctx: PaymentsContext, payment: StoredPayment, type: string, object: unknown): void {
  const event = {
    id: randomId('evt_'),
    object: 'event',
    api_version: STRIPE_SANDBOX_API_VERSION,
    created: seconds(ctx.now()),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  ctx.webhooks.enqueue({ provider: 'STRIPE', paymentId: payment.id, url: webhookUrl(ctx, 'STRIPE'), kind: type, body: JSON.stringify(event, null, 2) });
}

/** `Stripe-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "t.payload" with the endpoint secret>`. */
export function stripeSignature(secret: string, body: string, epochMs: number): string {
  const t = seconds(epochMs);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex')}`;
}

const OUTCOME_STATUS: Partial<Record<PaymentOutcome, { status: string; event: string }>> = {
  approve: { status: 'requires_capture', event: 'payment_intent.amount_capturable_updated' },
  refuse: { status: 'requires_payment_method', event: 'payment_intent.payment_failed' },
  error: { status: 'requires_payment_method', event: 'payment_intent.payment_failed' },
  cancel: { status: 'canceled', event: 'payment_intent.canceled' },
  pending: { status: 'processing', event: 'payment_intent.processing' },
};
export const STRIPE_OUTCOMES = Object.keys(OUTCOME_STATUS) as PaymentOutcome[];

/** Sets what the shopper's attempt came to; refused once money moved. Answers an error text or null. */
export function applyStripeOutcome(ctx: PaymentsContext, payment: StoredPayment, outcome: PaymentOutcome): string | null {
  const target = OUTCOME_STATUS[outcome];
  if (!target) return `Stripe has no outcome "${outcome}".`;
  if (payment.operations.length > 0 || payment.status === 'succeeded') return 'The payment already has captures, voids or refunds.';
  payment.status = target.status;
  payment.outcome = outcome;
  payment.capturable = outcome === 'approve' ? payment.amount : 0;
  delete payment.extra['lastErrorCode'];
  delete payment.extra['lastErrorMessage'];
  delete payment.extra['cancellationReason'];
  if (outcome === 'refuse') Object.assign(payment.extra, { lastErrorCode: 'card_declined', lastErrorMessage: 'Your card was declined.' });
  if (outcome === 'error') Object.assign(payment.extra, { lastErrorCode: 'processing_error', lastErrorMessage: 'An error occurred while processing your card.' });
  if (outcome === 'cancel') payment.extra['cancellationReason'] = 'abandoned';
  payment.updatedAt = ctx.now();
  stripeEvent(ctx, payment, target.event, stripeIntentObject(payment));
  ctx.store.save();
  return null;
}

const REDIRECT_STATUS: Partial<Record<PaymentOutcome, string>> = { approve: 'succeeded', pending: 'processing', refuse: 'failed', error: 'failed', cancel: 'failed' };

function hostedStripePage(payment: StoredPayment, problem?: string): string {
  const money = `${(payment.amount / 100).toFixed(2)} ${escapeHtml(payment.currency.toUpperCase())}`;
  const open = payment.status === 'requires_action';
  const choices = [
    ['approve', 'Approve the payment'],
    ['refuse', 'Decline (card declined)'],
    ['pending', 'Pending — approve later on the payments page'],
    ['cancel', 'Cancel and go back'],
  ]
    .map(([value, label]) => `<button type="submit" name="outcome" value="${value}">${label}</button>`)
    .join('\n');
  return hostedPage({
    title: 'Stripe sandbox — confirm payment',
    body: `<h1>Confirm payment</h1>
<p>Amount: <strong>${money}</strong> · PaymentIntent <code>${escapeHtml(payment.id)}</code> · status <code>${escapeHtml(payment.status)}</code></p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
${open ? `<form method="post"><fieldset><legend>Choose what the card issuer answers</legend>${choices}</fieldset></form>` : '<p>This payment is no longer waiting for confirmation.</p>'}`,
  });
}

/** Stripe's PaymentIntents and Refunds API (`/v1/...`, form-encoded, Bearer secret key) and its hosted confirmation page. */
export function createStripeRouter(ctx: PaymentsContext): Router {
  const router = Router();
  const api = router;

  api.use(['/v1/payment_intents', '/v1/refunds'], formBody, (req: Request, _res: Response, next: NextFunction) => {
    const auth = req.get('authorization') ?? '';
    if (auth !== `Bearer ${ctx.env.STRIPE_SECRET_KEY}`) return next(new StripeError(401, 'invalid_request_error', 'Invalid API Key provided.'));
    next();
  });

  // Refused answers are thrown inside the idempotent run so a retry with the same key can succeed later.
  const answer = providerAnswers(ctx, {
    scope: 'stripe',
    Refusal: StripeError,
    errorBody,
    conflict: (key) =>
      new StripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`),
    echoIdempotencyKey: true,
  });

  const intentOr404 = (id: string | undefined): StoredPayment => {
    const payment = id ? findPayment(ctx, 'STRIPE', id) : undefined;
    if (!payment) throw new StripeError(404, 'invalid_request_error', `No such payment_intent: '${id ?? ''}'`, 'resource_missing', 'intent');
    return payment;
  };


  api.post('/v1/payment_intents', (req, res) => {
    const body = parse(createSchema, req.body);
    answer(req, res, () => {
      const id = randomId('pi_', 12);
      const payment = newPayment(ctx, 'STRIPE', id, {
        status: body.return_url ? 'requires_action' : 'requires_payment_method',
        amount: body.amount,
        currency: body.currency.toUpperCase(),
        reference: body.metadata?.['reference'] ?? body.description ?? id,
        returnUrl: body.return_url ?? null,
        extra: {
          clientSecret: `${id}_secret_${randomId('', 12)}`,
          captureMethod: body.capture_method ?? 'automatic_async',
          metadata: JSON.stringify(body.metadata ?? {}),
          hostedUrl: `${ownOrigin(req)}/stripe/pay/${id}`,
          ...(body.description ? { description: body.description } : {}),
        },
      });
      return stripeIntentObject(payment);
    });
  });

  api.get('/v1/payment_intents/:id', (req, res) => {
    res.json(stripeIntentObject(intentOr404(req.params['id'])));
  });

  api.post('/v1/payment_intents/:id', (req, res) => {
    const body = parse(updateSchema, req.body);
    answer(req, res, () => {
      const payment = intentOr404(req.params['id']);
      if (body.metadata) payment.extra['metadata'] = JSON.stringify({ ...(JSON.parse(payment.extra['metadata'] ?? '{}') as object), ...body.metadata });
      if (body.description) payment.extra['description'] = body.description;
      payment.updatedAt = ctx.now();
      return stripeIntentObject(payment);
    });
  });

  /** POST /v1/payment_intents/:id/<action>: changes the intent, sends the event `change` names and answers the intent. */
  const intentChangeRoute = <S extends z.ZodType>(action: string, schema: S, change: (payment: StoredPayment, body: z.infer<S>) => string) => {
    api.post(`/v1/payment_intents/:id/${action}`, (req, res) => {
      const body = parse(schema, req.body);
      answer(req, res, () => {
        const payment = intentOr404(req.params['id']);
        const event = change(payment, body);
        const object = stripeIntentObject(payment);
        stripeEvent(ctx, payment, event, object);
        return object;
      });
    });
  };

  intentChangeRoute('capture', captureSchema, (payment, body) => {
    if (payment.status !== 'requires_capture') {
      throw new StripeError(400, 'invalid_request_error', `This PaymentIntent could not be captured because it has a status of ${payment.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`, 'payment_intent_unexpected_state');
    }
    const toCapture = body.amount_to_capture ?? payment.capturable;
    if (toCapture > payment.capturable) throw new StripeError(400, 'invalid_request_error', 'The amount to capture is greater than the amount capturable.', 'amount_too_large', 'amount_to_capture');
    addOperation(ctx, payment, 'capture', toCapture, randomId('ch_'));
    // Multicapture: final_capture=false keeps the rest authorised for later captures.
    if (body.final_capture !== 'false' && payment.capturable > 0) addOperation(ctx, payment, 'void', payment.capturable, randomId('void_'));
    payment.status = payment.capturable > 0 ? 'requires_capture' : 'succeeded';
    return payment.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.amount_capturable_updated';
  });

  intentChangeRoute('cancel', cancelSchema, (payment, body) => {
    if (['succeeded', 'canceled'].includes(payment.status)) {
      throw new StripeError(400, 'invalid_request_error', `You cannot cancel this PaymentIntent because it has a status of ${payment.status}.`, 'payment_intent_unexpected_state');
    }
    if (payment.capturable > 0) addOperation(ctx, payment, 'void', payment.capturable, randomId('void_'));
    // After captures of a multicapture intent, cancelling releases what is left and the captured part stays.
    payment.status = payment.captured > 0 ? 'succeeded' : 'canceled';
    payment.extra['cancellationReason'] = body.cancellation_reason ?? 'requested_by_customer';
    return payment.status === 'canceled' ? 'payment_intent.canceled' : 'payment_intent.succeeded';
  });

  api.post('/v1/refunds', (req, res) => {
    const body = parse(refundSchema, req.body);
    answer(req, res, () => {
      const payment = intentOr404(body.payment_intent);
      const refundable = payment.captured - payment.refunded;
      const toRefund = body.amount ?? refundable;
      if (refundable <= 0) throw new StripeError(400, 'invalid_request_error', `PaymentIntent ${payment.id} does not have a successful charge to refund.`, 'charge_already_refunded');
      if (toRefund > refundable) throw new StripeError(400, 'invalid_request_error', `Refund amount (${toRefund}) is greater than unrefunded amount on charge (${refundable})`, 'amount_too_large', 'amount');
      const operation = addOperation(ctx, payment, 'refund', toRefund, randomId('re_'));
      const refund = {
        id: operation.id,
        object: 'refund',
        amount: toRefund,
        charge: `ch_${payment.id.slice(3)}`,
        created: seconds(operation.at),
        currency: payment.currency.toLowerCase(),
        metadata: body.metadata ?? {},
        payment_intent: payment.id,
        reason: body.reason ?? null,
        status: 'succeeded',
      };
      stripeEvent(ctx, payment, 'refund.created', refund);
      return refund;
    });
  });

  api.use('/v1/payment_intents', (_req: Request, _res: Response, next: NextFunction) => next(new StripeError(404, 'invalid_request_error', 'Unrecognized request URL.')));
  api.use('/v1/refunds', (_req: Request, _res: Response, next: NextFunction) => next(new StripeError(404, 'invalid_request_error', 'Unrecognized request URL.')));
  api.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof StripeError) return void res.status(error.status).json(errorBody(error));
    // A body the parser refused (malformed, too large) is the caller's mistake.
    if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' && error.status < 500) {
      return void res.status(error.status).json(errorBody(new StripeError(error.status, 'invalid_request_error', 'The request body could not be read.')));
    }
    next(error);
  });

  addHostedOutcomeRoutes(router, {
    ctx,
    provider: 'STRIPE',
    path: '/stripe/pay/:id',
    page: hostedStripePage,
    outcomes: ['approve', 'refuse', 'pending', 'cancel'],
    waiting: { status: 'requires_action', otherwise: 'This payment is no longer waiting for confirmation.' },
    apply: (payment, outcome) => applyStripeOutcome(ctx, payment, outcome),
    done: (res, payment, outcome) => {
      if (!payment.returnUrl) return void res.type('html').send(hostedStripePage(payment));
      const target = new URL(payment.returnUrl);
      target.searchParams.set('payment_intent', payment.id);
      target.searchParams.set('payment_intent_client_secret', payment.extra['clientSecret'] ?? '');
      target.searchParams.set('redirect_status', REDIRECT_STATUS[outcome] ?? 'failed');
      res.redirect(303, target.toString());
    },
  });

  return router;
}
