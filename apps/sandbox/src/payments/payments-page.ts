import express, { Router, type Response } from 'express';
import { z } from 'zod';
import { escapeHtml } from '../http/escape-html';
import { hostedPage, sameOrigin } from './hosted-page';
import { paymentsOf, type PaymentsContext } from './payments-context';
import { PAYMENT_OUTCOMES, type PaymentOutcome, type SandboxPaymentProvider, type StoredPayment } from './payment-state-schema';

export type OutcomeApplier = (ctx: PaymentsContext, payment: StoredPayment, outcome: PaymentOutcome) => string | null;

export interface PaymentsPageOptions {
  appliers: Record<SandboxPaymentProvider, { apply: OutcomeApplier; outcomes: PaymentOutcome[] }>;
}

export const OUTCOME_LABELS: Record<PaymentOutcome, string> = {
  approve: 'Approve',
  refuse: 'Refuse',
  cancel: 'Cancel',
  error: 'Error',
  pending: 'Pending (approve later)',
  received: 'Received',
  creditDenied: 'Credit denied',
  wrongAddress: 'Wrong address',
  timeout: 'Session timed out',
};

const outcomeBody = z.object({ outcome: z.enum(PAYMENT_OUTCOMES) });
const formBody = express.urlencoded({ extended: false, limit: '4kb' });
const pageForm = z.object({ paymentId: z.string().min(1).max(200), outcome: z.enum(PAYMENT_OUTCOMES) });

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${escapeHtml(currency.toUpperCase())}`;
const time = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 19).replace('T', ' ')}</time>`;
};

function row(payment: StoredPayment, outcomes: PaymentOutcome[]): string {
  const buttons = outcomes
    .map((outcome) => `<button type="submit" name="outcome" value="${outcome}" aria-label="${escapeHtml(`${OUTCOME_LABELS[outcome]}: ${payment.id}`)}">${escapeHtml(OUTCOME_LABELS[outcome])}</button>`)
    .join('');
  const operations =
    payment.operations.map((operation) => `${escapeHtml(operation.kind)} ${money(operation.amount, payment.currency)} (${escapeHtml(operation.id)}, ${time(operation.at)})`).join('<br>') || '–';
  return `<tr>
<td>${escapeHtml(payment.provider)}</td>
<td><code>${escapeHtml(payment.id)}</code><br><small>${escapeHtml(payment.reference)}</small></td>
<td>${time(payment.createdAt)}</td>
<td>${money(payment.amount, payment.currency)}</td>
<td><strong>${escapeHtml(payment.status)}</strong>${payment.extra['method'] ? `<br><small>${escapeHtml(payment.extra['method'])}</small>` : ''}</td>
<td>Captured ${money(payment.captured, payment.currency)}<br>Refunded ${money(payment.refunded, payment.currency)}<br>Still authorised ${money(payment.capturable, payment.currency)}</td>
<td>${operations}</td>
<td><form method="post" action="/payments/page/outcome"><input type="hidden" name="paymentId" value="${escapeHtml(payment.id)}">${buttons}</form></td>
</tr>`;
}

/** `/payments`: every payment of every provider, with buttons to choose or change its outcome (no JavaScript needed). */
export function createPaymentsPageRouter(ctx: PaymentsContext, options: PaymentsPageOptions): Router {
  const router = Router();
  const sorted = () => Object.values(paymentsOf(ctx)).sort((a, b) => b.createdAt - a.createdAt);

  function render(res: Response, problem?: string, status = 200): void {
    const payments = sorted();
    const webhooks = ctx.store.state.payments.webhooks.slice(-30).reverse();
    const table = payments.length
      ? `<table><caption>Payments, newest first</caption><thead><tr><th scope="col">Provider</th><th scope="col">Payment</th><th scope="col">Created</th><th scope="col">Amount</th><th scope="col">State</th><th scope="col">Money</th><th scope="col">Captures, voids, refunds</th><th scope="col">Choose the outcome</th></tr></thead><tbody>${payments
          .map((payment) => row(payment, options.appliers[payment.provider].outcomes))
          .join('')}</tbody></table>`
      : '<p>No payments yet. Start a checkout and pay with Avarda, Adyen or Stripe.</p>';
    const deliveries = webhooks.length
      ? `<table><caption>Latest webhooks to the API</caption><thead><tr><th scope="col">Provider</th><th scope="col">Event</th><th scope="col">Payment</th><th scope="col">Attempts</th><th scope="col">State</th></tr></thead><tbody>${webhooks
          .map(
            (d) =>
              `<tr><td>${escapeHtml(d.provider)}</td><td>${escapeHtml(d.kind)}</td><td><code>${escapeHtml(d.paymentId)}</code></td><td>${d.attempts}</td><td>${
                d.deliveredAt ? 'delivered' : d.nextAttemptAt === null ? `given up (${escapeHtml(d.lastError ?? '')})` : `next attempt ${time(d.nextAttemptAt)}${d.lastError ? ` (${escapeHtml(d.lastError)})` : ''}`
              }</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>No webhooks sent yet.</p>';
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        hostedPage({
          title: 'Sandbox payments',
          body: `<h1>Payments</h1>
<p>Every payment the sandbox's Stripe, Adyen and Avarda stand-ins hold. A button sets what the provider answers from now on (and sends its webhook); reload to see new payments.</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
${table}
<h2>Webhooks</h2>
${deliveries}`,
        }),
      );
  }

  function apply(paymentId: string, outcome: PaymentOutcome): { status: number; problem: string | null; payment?: StoredPayment } {
    const payment = paymentsOf(ctx)[paymentId];
    if (!payment) return { status: 404, problem: 'No such payment.' };
    const { apply: applier, outcomes } = options.appliers[payment.provider];
    if (!outcomes.includes(outcome)) return { status: 400, problem: `${payment.provider} payments cannot be set to "${outcome}".` };
    const problem = applier(ctx, payment, outcome);
    return problem ? { status: 409, problem, payment } : { status: 200, problem: null, payment };
  }

  router.get('/payments', (_req, res) => render(res));

  router.post('/payments/page/outcome', formBody, (req, res) => {
    if (!sameOrigin(req)) return render(res, 'This form only takes posts from its own page.', 403);
    const form = pageForm.safeParse(req.body);
    if (!form.success) return render(res, 'Choose a payment and an outcome.', 400);
    const result = apply(form.data.paymentId, form.data.outcome);
    if (result.problem) return render(res, result.problem, result.status);
    res.redirect(303, '/payments');
  });

  router.get('/payments/api', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ payments: sorted(), webhooks: ctx.store.state.payments.webhooks });
  });

  router.get('/payments/api/:id', (req, res) => {
    const payment = paymentsOf(ctx)[req.params['id'] ?? ''];
    if (!payment) return void res.status(404).json({ error: 'not_found', message: 'No such payment.' });
    res.set('Cache-Control', 'no-store').json({ payment });
  });

  router.post('/payments/api/:id/outcome', express.json({ limit: '4kb' }), (req, res) => {
    if (!sameOrigin(req)) return void res.status(403).json({ error: 'forbidden', message: 'Cross-site posts are refused.' });
    const body = outcomeBody.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ error: 'bad_request', message: `outcome must be one of ${PAYMENT_OUTCOMES.join(', ')}` });
    const result = apply(req.params['id'] ?? '', body.data.outcome);
    if (result.problem) return void res.status(result.status).json({ error: result.status === 404 ? 'not_found' : 'not_allowed', message: result.problem });
    res.json({ payment: result.payment });
  });

  return router;
}
