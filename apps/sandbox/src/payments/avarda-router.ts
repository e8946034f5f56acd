import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { escapeHtml } from '../http/escape-html';
import { avardaCheckoutScript } from './avarda-checkout-script';
import { hostedPage, sameOrigin } from './hosted-page';
import { addOperation, findPayment, newPayment, randomId, webhookUrl, type PaymentsContext } from './payments-context';
import { providerAnswers } from './provider-api';
import type { PaymentOutcome, StoredPayment } from './payment-state-schema';

/** Mount path of Avarda's partner API and checkout script in the sandbox. */
export const AVARDA_BASE = '/avarda';
const API = `${AVARDA_BASE}/api/partner`;
const CHECKOUT = `${AVARDA_BASE}/checkout/v3`;

const TOKEN_TTL_MS = 60 * 60 * 1000;
const PURCHASE_TTL_MS = 60 * 60 * 1000;

/** Avarda amounts are decimals in the currency's major unit. */
const decimal = z.number().nonnegative().refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most 2 decimals');
const itemSchema = z.object({ description: z.string().min(1).max(200), notes: z.string().max(200).optional(), amount: decimal, quantity: z.number().int().positive().default(1), taxCode: z.string().optional(), taxAmount: decimal.optional() });
const tokenSchema = z.object({ clientId: z.string().min(1), clientSecret: z.string().min(1) });
const initialiseSchema = z.object({
  checkoutSetup: z.object({ language: z.string().optional(), mode: z.string().optional() }).loose().optional(),
  items: z.array(itemSchema).min(1).max(500),
  currency: z.enum(['EUR', 'SEK']).default('EUR'),
  extraIdentifiers: z.object({ orderReference: z.string().max(80).optional() }).loose().optional(),
  b2C: z.unknown().optional(),
});
const orderSchema = z.object({ purchaseId: z.string().min(1), orderReference: z.string().max(80).optional(), tranId: z.string().max(80).optional(), items: z.array(itemSchema).min(1) });
const returnSchema = z.object({ purchaseId: z.string().min(1), tranId: z.string().max(80).optional(), items: z.array(itemSchema).min(1) });
const cancelSchema = z.object({ amount: decimal.optional(), reason: z.string().max(200).optional() });

const minor = (amount: number) => Math.round(amount * 100);
const major = (amount: number) => amount / 100;
const itemsTotal = (items: z.infer<typeof itemSchema>[]) => items.reduce((sum, item) => sum + minor(item.amount) * item.quantity, 0);

class AvardaError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}
const errorBody = (error: AvardaError) => ({ errorCode: error.errorCode, message: error.message });

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new AvardaError(400, 'ValidationError', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
}

/** What each outcome leaves the purchase as (the sandbox's purchase states). */
const OUTCOME_STATES: Partial<Record<PaymentOutcome, string>> = {
  approve: 'Completed',
  refuse: 'Rejected',
  creditDenied: 'CreditDenied',
  wrongAddress: 'IncorrectAddress',
  cancel: 'Cancelled',
  timeout: 'TimedOut',
  pending: 'Pending',
};
export const AVARDA_OUTCOMES = Object.keys(OUTCOME_STATES) as PaymentOutcome[];
export const AVARDA_PAYMENT_METHODS = { Card: 'Card', Invoice: 'Invoice', Loan: 'Part payment (credit)' } as const;
type AvardaMethod = keyof typeof AVARDA_PAYMENT_METHODS;

/** The purchase JWT the embedded checkout is opened with: HS256 over the purchase id, keyed with the client secret. */
export function purchaseJwt(secret: string, purchaseId: string, expiresAt: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ purchaseId, exp: Math.floor(expiresAt / 1000) })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function purchaseOfJwt(ctx: PaymentsContext, jwt: string): StoredPayment | null {
  const [header, payload, signature] = jwt.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', ctx.env.AVARDA_CLIENT_SECRET).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = z.object({ purchaseId: z.string(), exp: z.number() }).safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  if (!claims.success) return null;
  return findPayment(ctx, 'AVARDA', claims.data.purchaseId) ?? null;
}

function purchaseObject(payment: StoredPayment) {
  const method = payment.extra['method'] as AvardaMethod | undefined;
  return {
    purchaseId: payment.id,
    state: payment.status,
    mode: 'B2C',
    currency: payment.currency,
    totalPrice: major(payment.amount),
    extraIdentifiers: { orderReference: payment.reference },
    paymentMethods: { selectedPayment: method ? { type: method, paymentFee: 0 } : null },
    // The sandbox also shows what happened to the money, so people and tests can follow it.
    amounts: { authorized: major(payment.capturable + payment.captured), captured: major(payment.captured), refunded: major(payment.refunded), remaining: major(payment.capturable) },
    expiredUtc: new Date(payment.createdAt + PURCHASE_TTL_MS).toISOString(),
  };
}

function notifyCompleted(ctx: PaymentsContext, payment: StoredPayment): void {
  const body = JSON.stringify({ notificationId: randomUUID(), purchaseId: payment.id, event: 'PurchaseCompleted', state: payment.status });
  ctx.webhooks.enqueue({ provider: 'AVARDA', paymentId: payment.id, url: webhookUrl(ctx, 'AVARDA'), kind: 'PurchaseCompleted', body });
}

export function applyAvardaOutcome(ctx: PaymentsContext, payment: StoredPayment, outcome: PaymentOutcome, method?: AvardaMethod): string | null {
  const state = OUTCOME_STATES[outcome];
  if (!state) return `Avarda has no outcome "${outcome}".`;
  if (payment.operations.length > 0) return 'The purchase already has captures, cancels or returns.';
  if (method) payment.extra['method'] = method;
  payment.status = state;
  payment.outcome = outcome;
  payment.capturable = state === 'Completed' ? payment.amount : 0;
  payment.updatedAt = ctx.now();
  if (state === 'Completed') notifyCompleted(ctx, payment);
  ctx.store.save();
  return null;
}


function checkoutFrame(payment: StoredPayment, jwt: string, parentOrigin: string, problem?: string): string {
  const methods = Object.entries(AVARDA_PAYMENT_METHODS)
    .map(([value, label], index) => `<div><input type="radio" id="method-${value}" name="method" value="${value}"${index === 0 ? ' checked' : ''}><label for="method-${value}">${escapeHtml(label)}</label></div>`)
    .join('');
  const outcomes: [string, string][] = [
    ['approve', 'Approve'],
    ['refuse', 'Rejected (AVARDA_REJECTED)'],
    ['creditDenied', 'Credit denied (AVARDA_CREDIT_DENIED)'],
    ['wrongAddress', 'Incorrect address (AVARDA_INCORRECT_ADDRESS)'],
    ['pending', 'Pending — approve later on the payments page'],
    ['timeout', 'Session times out'],
  ];
  const outcomeInputs = outcomes
    .map(([value, label], index) => `<div><input type="radio" id="outcome-${value}" name="outcome" value="${value}"${index === 0 ? ' checked' : ''}><label for="outcome-${value}">${escapeHtml(label)}</label></div>`)
    .join('');
  return hostedPage({
    title: 'Avarda checkout (sandbox)',
    body: `<h1>Pay ${(payment.amount / 100).toFixed(2)} ${escapeHtml(payment.currency)}</h1>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${CHECKOUT}/frame">
<input type="hidden" name="jwt" value="${escapeHtml(jwt)}"><input type="hidden" name="parentOrigin" value="${escapeHtml(parentOrigin)}">
<fieldset><legend>Payment method</legend>${methods}</fieldset>
<fieldset><legend>What Avarda answers (sandbox)</legend>${outcomeInputs}</fieldset>
<button type="submit">Complete purchase</button>
</form>`,
  });
}

function frameResult(payment: StoredPayment, parentOrigin: string): string {
  const type = payment.status === 'TimedOut' ? 'avarda:timeout' : 'avarda:completed';
  const message = JSON.stringify({ type, purchaseId: payment.id, state: payment.status }).replace(/</g, '\\u003c');
  const origin = JSON.stringify(parentOrigin).replace(/</g, '\\u003c');
  return hostedPage({
    title: 'Avarda checkout (sandbox)',
    body: `<h1 role="status">${payment.status === 'TimedOut' ? 'The session timed out' : 'Purchase finished'}</h1>
<p>State: <strong>${escapeHtml(payment.status)}</strong>. You are taken back to the shop.</p>
<script>window.parent.postMessage(${message}, ${origin});</script>`,
  });
}

/** Avarda Checkout 3.0: partner tokens, purchase initialisation and state, orders, returns, cancels, and the embedded checkout. */
export function createAvardaRouter(ctx: PaymentsContext): Router {
  const router = Router();
  const tokens = () => ctx.store.state.payments.avardaTokens;

  router.use(API, express.json({ limit: '256kb' }));

  router.post(`${API}/tokens`, (req, res) => {
    const body = parse(tokenSchema, req.body);
    if (body.clientId !== ctx.env.AVARDA_CLIENT_ID || body.clientSecret !== ctx.env.AVARDA_CLIENT_SECRET) throw new AvardaError(401, 'Unauthorized', 'Invalid client credentials.');
    const token = randomId('avt_', 24);
    const expires = ctx.now() + TOKEN_TTL_MS;
    tokens()[token] = expires;
    ctx.store.save();
    res.json({ token, tokenExpirationUtc: new Date(expires).toISOString() });
  });

  router.use(API, (req: Request, _res: Response, next: NextFunction) => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    const expires = token ? tokens()[token] : undefined;
    if (expires === undefined || expires <= ctx.now()) return next(new AvardaError(401, 'Unauthorized', 'Missing, unknown or expired partner token.'));
    next();
  });

  const answer = providerAnswers(ctx, {
    scope: 'avarda',
    Refusal: AvardaError,
    errorBody,
    conflict: () => new AvardaError(409, 'IdempotencyConflict', 'The idempotency key was used with another request.'),
  });
  const purchase = (id: string | undefined) => {
    const payment = id ? findPayment(ctx, 'AVARDA', id) : undefined;
    if (!payment) throw new AvardaError(404, 'NotFound', 'No such purchase.');
    return payment;
  };

  router.post(`${API}/payments`, (req, res) => {
    const body = parse(initialiseSchema, req.body);
    answer(req, res, () => {
      const purchaseId = randomUUID();
      const payment = newPayment(ctx, 'AVARDA', purchaseId, {
        status: 'New',
        amount: itemsTotal(body.items),
        currency: body.currency,
        reference: body.extraIdentifiers?.orderReference ?? purchaseId,
        returnUrl: null,
        extra: {},
      });
      const expires = payment.createdAt + PURCHASE_TTL_MS;
      return { purchaseId, jwt: purchaseJwt(ctx.env.AVARDA_CLIENT_SECRET, purchaseId, expires), expiredUtc: new Date(expires).toISOString() };
    });
  });

  router.get(`${API}/payments/:purchaseId`, (req, res) => {
    res.set('Cache-Control', 'no-store').json(purchaseObject(purchase(req.params['purchaseId'])));
  });

  router.post(`${API}/orders`, (req, res) => {
    const body = parse(orderSchema, req.body);
    answer(req, res, () => {
      const payment = purchase(body.purchaseId);
      if (payment.status !== 'Completed') throw new AvardaError(422, 'InvalidState', `The purchase is ${payment.status}, not Completed.`);
      const amount = itemsTotal(body.items);
      if (amount > payment.capturable) throw new AvardaError(422, 'AmountTooLarge', 'The order is larger than what remains of the purchase.');
      const operation = addOperation(ctx, payment, 'capture', amount, body.tranId ?? randomId('ord_'));
      return { purchaseId: payment.id, orderReference: body.orderReference ?? null, tranId: operation.id, amount: major(amount) };
    });
  });

  router.post(`${API}/returns`, (req, res) => {
    const body = parse(returnSchema, req.body);
    answer(req, res, () => {
      const payment = purchase(body.purchaseId);
      const amount = itemsTotal(body.items);
      if (amount > payment.captured - payment.refunded) throw new AvardaError(422, 'AmountTooLarge', 'The return is larger than what was ordered and not yet returned.');
      const operation = addOperation(ctx, payment, 'refund', amount, body.tranId ?? randomId('ret_'));
      return { purchaseId: payment.id, tranId: operation.id, amount: major(amount) };
    });
  });

  router.post(`${API}/payments/:purchaseId/cancel`, (req, res) => {
    const body = parse(cancelSchema, req.body);
    answer(req, res, () => {
      const payment = purchase(req.params['purchaseId']);
      if (payment.status === 'New' && body.amount === undefined) {
        payment.status = 'Cancelled';
        payment.updatedAt = ctx.now();
        return purchaseObject(payment);
      }
      if (payment.status !== 'Completed') throw new AvardaError(422, 'InvalidState', `The purchase is ${payment.status}, not Completed.`);
      const amount = body.amount === undefined ? payment.capturable : minor(body.amount);
      if (amount > payment.capturable) throw new AvardaError(422, 'AmountTooLarge', 'More than remains of the purchase.');
      if (amount > 0) addOperation(ctx, payment, 'void', amount, randomId('can_'));
      if (payment.captured === 0 && payment.capturable === 0) payment.status = 'Cancelled';
      return purchaseObject(payment);
    });
  });

  router.use(API, (_req: Request, _res: Response, next: NextFunction) => next(new AvardaError(404, 'NotFound', 'No such endpoint.')));
  router.use(AVARDA_BASE, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof AvardaError) return void res.status(error.status).json(errorBody(error));
    if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' && error.status < 500) {
      return void res.status(400).json(errorBody(new AvardaError(400, 'ValidationError', 'The body could not be read.')));
    }
    next(error);
  });

  router.get(`${CHECKOUT}/avarda-checkout.js`, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/javascript').send(avardaCheckoutScript(`${CHECKOUT}/frame`));
  });

  const parentOriginSchema = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin);

  router.get(`${CHECKOUT}/frame`, (req, res) => {
    res.set('Cache-Control', 'no-store');
    const query = z.object({ jwt: z.string().min(1).max(2000), parentOrigin: parentOriginSchema }).safeParse(req.query);
    const payment = query.success ? purchaseOfJwt(ctx, query.data.jwt) : null;
    if (!query.success || !payment) return void res.status(400).type('html').send(hostedPage({ title: 'Avarda checkout (sandbox)', body: '<h1>This checkout link is not valid</h1>' }));
    if (payment.status !== 'New') return void res.type('html').send(frameResult(payment, query.data.parentOrigin));
    res.type('html').send(checkoutFrame(payment, query.data.jwt, query.data.parentOrigin));
  });

  router.post(`${CHECKOUT}/frame`, express.urlencoded({ extended: false, limit: '8kb' }), (req, res) => {
    res.set('Cache-Control', 'no-store');
    const form = z
      .object({ jwt: z.string().min(1).max(2000), parentOrigin: parentOriginSchema, method: z.enum(['Card', 'Invoice', 'Loan']), outcome: z.enum(AVARDA_OUTCOMES as [PaymentOutcome, ...PaymentOutcome[]]) })
      .safeParse(req.body);
    const payment = form.success ? purchaseOfJwt(ctx, form.data.jwt) : null;
    if (!form.success || !payment) return void res.status(400).type('html').send(hostedPage({ title: 'Avarda checkout (sandbox)', body: '<h1 role="alert">Choose a payment method and an answer.</h1>' }));
    if (!sameOrigin(req)) return void res.status(403).type('html').send(checkoutFrame(payment, form.data.jwt, form.data.parentOrigin, 'This form only takes posts from its own page.'));
    if (payment.status !== 'New') return void res.type('html').send(frameResult(payment, form.data.parentOrigin));
    const problem = applyAvardaOutcome(ctx, payment, form.data.outcome, form.data.method);
    if (problem) return void res.status(409).type('html').send(checkoutFrame(payment, form.data.jwt, form.data.parentOrigin, problem));
    res.type('html').send(frameResult(payment, form.data.parentOrigin));
  });

  return router;
}
