import { randomBytes } from 'node:crypto';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { escapeHtml } from '../http/escape-html';
import { addHostedOutcomeRoutes, hostedPage } from './hosted-page';
import { addOperation, findPayment, newPayment, ownOrigin, paymentsOf, webhookUrl, type PaymentsContext } from './payments-context';
import { providerAnswers } from './provider-api';
import type { PaymentOperation, PaymentOutcome, StoredPayment } from './payment-state-schema';
import { adyenHmac } from './adyen-hmac';

/** Mount path of the Checkout API (the library's `https://checkout-test.adyen.com` maps here). */
export const ADYEN_CHECKOUT_BASE = '/adyen/checkout';

const jsonBody = express.json({ limit: '64kb' });
const amountSchema = z.object({ value: z.number().int().positive(), currency: z.string().regex(/^[A-Z]{3}$/) });
const paymentSchema = z.object({
  amount: amountSchema,
  reference: z.string().min(1).max(80),
  merchantAccount: z.string().min(1),
  returnUrl: z.url({ protocol: /^https?$/ }),
  paymentMethod: z.object({ type: z.string() }).loose().optional(),
  shopperEmail: z.string().optional(),
  shopperReference: z.string().optional(),
  countryCode: z.string().optional(),
  shopperLocale: z.string().optional(),
  channel: z.string().optional(),
});
const detailsSchema = z.object({ details: z.object({ redirectResult: z.string().min(1) }).loose(), paymentData: z.string().optional() });
const modificationSchema = z.object({ merchantAccount: z.string().min(1), amount: amountSchema, reference: z.string().max(80).optional() });
const cancelSchema = z.object({ merchantAccount: z.string().min(1), reference: z.string().max(80).optional() });

class AdyenError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errorType: 'validation' | 'security' | 'configuration' | 'internal',
  ) {
    super(message);
  }
}
const errorBody = (error: AdyenError) => ({ status: error.status, errorCode: error.errorCode, message: error.message, errorType: error.errorType });

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new AdyenError(422, '702', `Structure of ${issue?.path.join('.') || 'the request'} is invalid: ${issue?.message ?? 'invalid'}`, 'validation');
}

/** A 16-character pspReference as Adyen makes them. */
const pspReference = () => `${Date.now().toString().slice(-10)}${Math.floor(Math.random() * 1e6).toString().padStart(6, '0')}`;

const RESULT_CODES: Partial<Record<PaymentOutcome, string>> = {
  approve: 'Authorised',
  refuse: 'Refused',
  cancel: 'Cancelled',
  error: 'Error',
  pending: 'Pending',
  received: 'Received',
};
export const ADYEN_OUTCOMES = Object.keys(RESULT_CODES) as PaymentOutcome[];

/** Posts Adyen's standard notification (one NotificationRequestItem, HMAC-signed in additionalData). */
export function sendAdyenNotification(ctx: PaymentsContext, payment: StoredPayment, item: { eventCode: string; success: boolean; pspReference: string; amount: number; reason?: string }): void {
  const notification = {
    amount: { value: item.amount, currency: payment.currency },
    eventCode: item.eventCode,
    eventDate: new Date(ctx.now()).toISOString(),
    merchantAccountCode: payment.extra['merchantAccount'] ?? ctx.env.ADYEN_MERCHANT_ACCOUNT,
    merchantReference: payment.reference,
    ...(item.pspReference !== payment.id ? { originalReference: payment.id } : {}),
    paymentMethod: 'visa',
    pspReference: item.pspReference,
    reason: item.reason ?? '',
    success: String(item.success),
  };
  const hmacSignature = adyenHmac(ctx.env.ADYEN_HMAC_KEY, notification);
  const body = { live: 'false', notificationItems: [{ NotificationRequestItem: { additionalData: { hmacSignature }, ...notification } }] };
  ctx.webhooks.enqueue({ provider: 'ADYEN', paymentId: payment.id, url: webhookUrl(ctx, 'ADYEN'), kind: `${item.eventCode}${item.success ? '' : ' (failed)'}`, body: JSON.stringify(body) });
}

export function applyAdyenOutcome(ctx: PaymentsContext, payment: StoredPayment, outcome: PaymentOutcome): string | null {
  const resultCode = RESULT_CODES[outcome];
  if (!resultCode) return `Adyen has no outcome "${outcome}".`;
  if (payment.operations.length > 0) return 'The payment already has captures, cancels or refunds.';
  payment.status = resultCode;
  payment.outcome = outcome;
  payment.capturable = resultCode === 'Authorised' ? payment.amount : 0;
  payment.updatedAt = ctx.now();
  // Adyen notifies the final authorisation outcome; Pending and Received wait for one.
  if (resultCode !== 'Pending' && resultCode !== 'Received') {
    sendAdyenNotification(ctx, payment, { eventCode: 'AUTHORISATION', success: resultCode === 'Authorised', pspReference: payment.id, amount: payment.amount, reason: resultCode === 'Authorised' ? '' : resultCode });
  }
  ctx.store.save();
  return null;
}

function paymentResult(payment: StoredPayment) {
  return {
    resultCode: payment.status,
    pspReference: payment.id,
    merchantReference: payment.reference,
    amount: { value: payment.amount, currency: payment.currency },
    ...(payment.status === 'Refused' ? { refusalReason: 'Refused', refusalReasonCode: '2' } : {}),
    ...(payment.status === 'Error' ? { refusalReason: 'Acquirer Error', refusalReasonCode: '4' } : {}),
  };
}

function adyenHostedPage(payment: StoredPayment, problem?: string): string {
  const open = payment.status === 'RedirectShopper';
  const choices = ADYEN_OUTCOMES.map((outcome) => `<button type="submit" name="outcome" value="${outcome}">${RESULT_CODES[outcome]}</button>`).join('\n');
  return hostedPage({
    title: 'Adyen sandbox — authenticate payment',
    body: `<h1>Authenticate payment</h1>
<p>Amount: <strong>${(payment.amount / 100).toFixed(2)} ${escapeHtml(payment.currency)}</strong> · reference <code>${escapeHtml(payment.reference)}</code> · pspReference <code>${escapeHtml(payment.id)}</code></p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
${open ? `<form method="post"><fieldset><legend>Choose the result code Adyen gives</legend>${choices}</fieldset></form>` : `<p>This payment already has the result <strong>${escapeHtml(payment.status)}</strong>.</p>`}`,
  });
}

/** Adyen's Checkout API (v71/v72 paths, X-API-Key, JSON) with the redirect to a hosted page and back. */
export function createAdyenRouter(ctx: PaymentsContext): Router {
  const router = Router();
  const B = `${ADYEN_CHECKOUT_BASE}/:version(v7[0-9])`;

  router.use(ADYEN_CHECKOUT_BASE, jsonBody, (req: Request, _res: Response, next: NextFunction) => {
    if (req.get('x-api-key') !== ctx.env.ADYEN_API_KEY) return next(new AdyenError(401, '000', 'HTTP Status Response - Unauthorized', 'security'));
    next();
  });

  const account = (merchantAccount: string) => {
    if (merchantAccount !== ctx.env.ADYEN_MERCHANT_ACCOUNT) throw new AdyenError(403, '901', 'Invalid Merchant Account', 'security');
  };
  const answer = providerAnswers(ctx, {
    scope: 'adyen',
    Refusal: AdyenError,
    errorBody,
    conflict: () => new AdyenError(422, '704', 'Request already processed or in progress with a different body for this Idempotency-Key', 'validation'),
  });
  const authorised = (psp: string | undefined): StoredPayment => {
    const payment = psp ? findPayment(ctx, 'ADYEN', psp) : undefined;
    if (!payment) throw new AdyenError(422, '167', 'Original pspReference required for this operation', 'validation');
    return payment;
  };
  const modification = (payment: StoredPayment, kind: string, amount: number, reference: string | undefined) => ({
    merchantAccount: payment.extra['merchantAccount'],
    paymentPspReference: payment.id,
    pspReference: pspReference(),
    reference: reference ?? payment.reference,
    status: 'received',
    ...(kind === 'cancel' ? {} : { amount: { value: amount, currency: payment.currency } }),
  });
  /** Answers a change and books it: its operation on the payment (`booked`, when it moves money) and the notification Adyen sends. */
  const bookChange = (payment: StoredPayment, kind: string, eventCode: string, amount: number, reference: string | undefined, booked: { kind: PaymentOperation['kind']; amount: number } | null) => {
    const answer = modification(payment, kind, amount, reference);
    if (booked) addOperation(ctx, payment, booked.kind, booked.amount, answer.pspReference);
    sendAdyenNotification(ctx, payment, { eventCode, success: true, pspReference: answer.pspReference, amount });
    return answer;
  };

  router.post(`${B}/payments`, (req, res) => {
    const body = parse(paymentSchema, req.body);
    account(body.merchantAccount);
    answer(req, res, () => {
      const psp = pspReference();
      const payment = newPayment(ctx, 'ADYEN', psp, {
        status: 'RedirectShopper',
        amount: body.amount.value,
        currency: body.amount.currency,
        reference: body.reference,
        returnUrl: body.returnUrl,
        extra: { merchantAccount: body.merchantAccount, redirectResult: randomBytes(24).toString('base64url'), ...(body.shopperEmail ? { shopperEmail: body.shopperEmail } : {}) },
      });
      return {
        resultCode: 'RedirectShopper',
        pspReference: psp,
        merchantReference: payment.reference,
        amount: body.amount,
        action: { type: 'redirect', method: 'GET', url: `${ownOrigin(req)}/adyen/hosted/${psp}`, paymentMethodType: body.paymentMethod?.type ?? 'scheme' },
      };
    });
  });

  router.post(`${B}/payments/details`, (req, res) => {
    const body = parse(detailsSchema, req.body);
    const payment = Object.values(paymentsOf(ctx)).find((candidate) => candidate.provider === 'ADYEN' && candidate.extra['redirectResult'] === body.details.redirectResult);
    if (!payment) throw new AdyenError(422, '101', 'Invalid redirectResult', 'validation');
    res.json(paymentResult(payment));
  });

  /** POST …/payments/:psp/<kind>: a change to an existing payment, idempotent, answered 201 (or Adyen's error). */
  const modificationRoute = <S extends z.ZodType<{ merchantAccount: string }>>(kind: string, schema: S, change: (payment: StoredPayment, body: z.infer<S>) => unknown) => {
    router.post(`${B}/payments/:psp/${kind}`, (req, res) => {
      const body = parse(schema, req.body);
      account(body.merchantAccount);
      answer(req, res, () => change(authorised(req.params['psp']), body), 201);
    });
  };
  const mustBeAuthorised = (payment: StoredPayment) => {
    if (payment.status !== 'Authorised') throw new AdyenError(422, '167', `Payment is ${payment.status}, not Authorised`, 'validation');
  };

  modificationRoute('captures', modificationSchema, (payment, body) => {
    mustBeAuthorised(payment);
    if (body.amount.currency !== payment.currency) throw new AdyenError(422, '137', 'Invalid amount specified: currency differs from the authorisation', 'validation');
    if (body.amount.value > payment.capturable) throw new AdyenError(422, '137', 'Invalid amount specified: more than remains authorised', 'validation');
    return bookChange(payment, 'capture', 'CAPTURE', body.amount.value, body.reference, { kind: 'capture', amount: body.amount.value });
  });

  modificationRoute('cancels', cancelSchema, (payment, body) => {
    mustBeAuthorised(payment);
    // After partial captures, a cancel releases what is still authorised.
    const released = payment.capturable;
    if (payment.captured === 0) payment.status = 'Cancelled';
    return bookChange(payment, 'cancel', 'CANCELLATION', released, body.reference, released > 0 ? { kind: 'void', amount: released } : null);
  });

  modificationRoute('refunds', modificationSchema, (payment, body) => {
    const refundable = payment.captured - payment.refunded;
    if (body.amount.value > refundable) throw new AdyenError(422, '137', 'Invalid amount specified: more than was captured and not yet refunded', 'validation');
    return bookChange(payment, 'refund', 'REFUND', body.amount.value, body.reference, { kind: 'refund', amount: body.amount.value });
  });

  modificationRoute('amountUpdates', modificationSchema, (payment, body) => {
    mustBeAuthorised(payment);
    // The new amount is the whole authorisation; what it lowers is released at once.
    const released = payment.captured + payment.capturable - body.amount.value;
    if (released < 0 || body.amount.value < payment.captured) throw new AdyenError(422, '137', 'Invalid amount specified: an increase, or below what was captured', 'validation');
    return bookChange(payment, 'amountUpdate', 'AUTHORISATION_ADJUSTMENT', body.amount.value, body.reference, released > 0 ? { kind: 'void', amount: released } : null);
  });

  router.use(ADYEN_CHECKOUT_BASE, (_req: Request, _res: Response, next: NextFunction) => next(new AdyenError(404, '000', 'Not found', 'validation')));
  router.use(ADYEN_CHECKOUT_BASE, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof AdyenError) return void res.status(error.status).json(errorBody(error));
    if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' && error.status < 500) {
      return void res.status(400).json(errorBody(new AdyenError(400, '702', 'Malformed JSON', 'validation')));
    }
    next(error);
  });

  addHostedOutcomeRoutes(router, {
    ctx,
    provider: 'ADYEN',
    path: '/adyen/hosted/:id',
    page: adyenHostedPage,
    outcomes: ADYEN_OUTCOMES as [PaymentOutcome, ...PaymentOutcome[]],
    waiting: { status: 'RedirectShopper', otherwise: 'This payment already has a result.' },
    apply: (payment, outcome) => applyAdyenOutcome(ctx, payment, outcome),
    done: (res, payment) => {
      const target = new URL(payment.returnUrl ?? '');
      target.searchParams.set('redirectResult', payment.extra['redirectResult'] ?? '');
      res.redirect(303, target.toString());
    },
  });

  return router;
}
