import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { escapeHtml } from '../http/escape-html';
import { findPayment, type PaymentsContext } from './payments-context';
import type { SandboxPaymentProvider, StoredPayment } from './payment-state-schema';

/** A form post from another site must not change the sandbox (its pages have no login to protect them). */
export function sameOrigin(req: Request): boolean {
  const origin = req.get('origin');
  // Browsers send Origin with form posts; a client without one (curl, a test) is not a browser being misled.
  if (origin === undefined || origin === 'null') return origin === undefined;
  return origin === `${req.protocol}://${req.get('host')}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;line-height:1.5;color:#111}
button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;border:2px solid #333;border-radius:.4rem;background:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
fieldset{border:1px solid #999;border-radius:.4rem;padding:1rem}legend{font-weight:600}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
[role=alert]{background:#fde8e8;border:1px solid #b00;padding:.5rem;border-radius:.3rem}
code{background:#f3f3f3;padding:0 .2rem}`;

/** A minimal accessible HTML document for the sandbox's provider pages (no JavaScript needed). */
export function hostedPage({ title, body, lang = 'en' }: { title: string; body: string; lang?: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>`;
}

export interface HostedOutcomeRoutes<O extends string> {
  ctx: PaymentsContext;
  provider: SandboxPaymentProvider;
  /** The page's path with an `:id` parameter (the payment's id at the provider). */
  path: string;
  /** The page for a payment, with a problem to show in it. */
  page: (payment: StoredPayment, problem?: string) => string;
  outcomes: readonly [O, ...O[]];
  /** The status a payment waits in for the shopper's answer, and what the page says when it no longer does. */
  waiting: { status: string; otherwise: string };
  /** Gives the payment the outcome; a problem text when it cannot. */
  apply: (payment: StoredPayment, outcome: O) => string | null;
  /** Sends the shopper on once the outcome is applied. */
  done: (res: Response, payment: StoredPayment, outcome: O) => void;
}

/**
 * A provider's hosted page where a person answers for the shopper: GET shows it, POST (a form from the
 * page itself) applies the chosen outcome. Unknown payments get 404, posts from elsewhere 403, an
 * unknown outcome 400, a payment no longer waiting or an outcome that does not apply 409.
 */
export function addHostedOutcomeRoutes<O extends string>(router: Router, routes: HostedOutcomeRoutes<O>): void {
  const { ctx, provider, path, page } = routes;
  const notFound = (res: Response) => void res.status(404).type('html').send(hostedPage({ title: 'Not found', body: '<h1>No such payment</h1>' }));
  const outcomeForm = z.object({ outcome: z.enum(routes.outcomes) });

  router.get(path, (req, res) => {
    res.set('Cache-Control', 'no-store');
    const payment = findPayment(ctx, provider, req.params['id'] ?? '');
    if (!payment) return notFound(res);
    res.type('html').send(page(payment));
  });

  router.post(path, express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    res.set('Cache-Control', 'no-store');
    const payment = findPayment(ctx, provider, req.params['id'] ?? '');
    if (!payment) return notFound(res);
    if (!sameOrigin(req)) return void res.status(403).type('html').send(page(payment, 'This form only takes posts from its own page.'));
    const form = outcomeForm.safeParse(req.body);
    if (!form.success) return void res.status(400).type('html').send(page(payment, 'Choose one of the buttons.'));
    const outcome = form.data.outcome as O;
    if (payment.status !== routes.waiting.status) return void res.status(409).type('html').send(page(payment, routes.waiting.otherwise));
    const problem = routes.apply(payment, outcome);
    if (problem) return void res.status(409).type('html').send(page(payment, problem));
    routes.done(res, payment, outcome);
  });
}
