import express, { Router } from 'express';
import { z } from 'zod';
import { escapeHtml } from '../http/escape-html';
import type { SandboxClock } from '../clock/sandbox-clock';
import type { StateStore } from '../state/state-store';
import { INVOICE_STATUSES, type InvoiceRecord } from './invoice-state-schema';
import { invoiceStateAt } from './invoice-status';
import { timeHtml } from '../http/html-page';
import { clockedServicePage, clockFormHandlers } from '../clock/clock-router';

const jsonBody = express.json({ limit: '4kb' });
const formBody = express.urlencoded({ extended: false, limit: '4kb' });
const idSchema = z.string().min(1).max(100);
const registrationSchema = z.object({
  id: idSchema,
  totalAmount: z.number().int().min(0),
  currency: z.enum(['EUR', 'SEK']),
  issuedAt: z.iso.datetime({ offset: true }),
  dueDate: z.iso.date(),
});
const setStatusSchema = z.object({ status: z.enum(INVOICE_STATUSES).nullable() });
const formStatusSchema = z.object({ status: z.union([z.enum(INVOICE_STATUSES), z.literal('')]) });

/**
 * The invoice service that collects the shop's invoices. `POST /invoices/api/invoices` registers an
 * invoice (once; later calls only read it) and answers its state; `GET /invoices/api/invoices/:id`
 * reads it, `GET /invoices/api/invoices` lists them newest first; `PUT /invoices/control/invoices/:id` `{ status }` sets a state (null: back to time's);
 * `/invoices` is the page for people. Without a set state, time (the sandbox clock) moves an invoice
 * from unpaid to payment scheduled to paid, or to overdue after its due date.
 */
export function createInvoicesRouter(store: StateStore, clock: SandboxClock): Router {
  const router = Router();
  const invoices = () => store.state.invoices;
  const answer = (invoice: InvoiceRecord) => ({ id: invoice.id, ...invoiceStateAt(invoice, clock.now()), dueDate: invoice.dueDate });

  router.post('/invoices/api/invoices', jsonBody, (req, res) => {
    const parsed = registrationSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: 'bad_request', message: parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') });
      return;
    }
    let invoice = invoices()[parsed.data.id];
    if (!invoice) {
      invoice = { ...parsed.data, issuedAt: Date.parse(parsed.data.issuedAt), setStatus: null };
      invoices()[invoice.id] = invoice;
      store.save();
    }
    res.set('Cache-Control', 'no-store').json(answer(invoice));
  });

  router.get('/invoices/api/invoices', (_req, res) => {
    const list = Object.values(invoices()).sort((a, b) => b.issuedAt - a.issuedAt);
    res.set('Cache-Control', 'no-store').json({ invoices: list.map(answer) });
  });

  router.get('/invoices/api/invoices/:id', (req, res) => {
    const id = idSchema.safeParse(req.params['id']);
    const invoice = id.success ? invoices()[id.data] : undefined;
    if (!invoice) {
      res.status(404).json({ error: 'not_found', message: 'No invoice with this id.' });
      return;
    }
    res.set('Cache-Control', 'no-store').json(answer(invoice));
  });

  router.put('/invoices/control/invoices/:id', jsonBody, (req, res) => {
    const id = idSchema.safeParse(req.params['id']);
    const invoice = id.success ? invoices()[id.data] : undefined;
    const parsed = setStatusSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: 'bad_request', message: `status must be null or one of ${INVOICE_STATUSES.join(', ')}.` });
      return;
    }
    if (!invoice) {
      res.status(404).json({ error: 'not_found', message: 'No invoice with this id.' });
      return;
    }
    invoice.setStatus = parsed.data.status;
    store.save();
    res.json(answer(invoice));
  });

  router.get('/invoices', (_req, res) => {
    const list = Object.values(invoices()).sort((a, b) => b.issuedAt - a.issuedAt);
    res.type('html').set('Cache-Control', 'no-store').send(renderInvoicesPage(list, clock));
  });

  router.post('/invoices/page/clock', ...clockFormHandlers(clock, '/invoices'));

  router.post('/invoices/page/invoices/:id', formBody, (req, res) => {
    const id = idSchema.safeParse(req.params['id']);
    const invoice = id.success ? invoices()[id.data] : undefined;
    const parsed = formStatusSchema.safeParse(req.body);
    if (invoice && parsed.success) {
      invoice.setStatus = parsed.data.status === '' ? null : parsed.data.status;
      store.save();
    }
    res.redirect(303, '/invoices');
  });

  return router;
}

function money(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${escapeHtml(currency)}`;
}

export function renderInvoicesPage(list: InvoiceRecord[], clock: SandboxClock): string {
  const now = clock.now();
  const rows = list
    .map((invoice) => {
      const state = invoiceStateAt(invoice, now);
      const options = ['', ...INVOICE_STATUSES]
        .map((status) => `<option value="${status}"${(invoice.setStatus ?? '') === status ? ' selected' : ''}>${status === '' ? 'follow the clock' : status}</option>`)
        .join('');
      return `<tr><td>${escapeHtml(invoice.id)}</td><td>${new Date(invoice.issuedAt).toISOString().slice(0, 10)}</td><td>${escapeHtml(invoice.dueDate)}</td>
<td>${money(invoice.totalAmount, invoice.currency)}</td><td>${money(state.balance, invoice.currency)}</td><td><strong>${state.status}</strong></td>
<td><form method="post" action="/invoices/page/invoices/${encodeURIComponent(invoice.id)}"><label>State <select name="status">${options}</select></label> <button type="submit">Set</button></form></td></tr>`;
    })
  return clockedServicePage({
    title: 'Sandbox invoices',
    heading: 'Sandbox invoice service',
    intro: `Sandbox time: ${timeHtml(now)} (${clock.offsetMinutes()} minutes ahead). Most invoices are scheduled for payment a day after they are issued and paid after three days; one in four is never paid and falls overdue after its due date.`,
    clockForm: { action: '/invoices/page/clock', defaultMinutes: 1440 },
    records: {
      heading: 'Invoices',
      columns: ['Id', 'Issued', 'Due', 'Total', 'Balance', 'State', 'Set the state'],
      rows,
      empty: 'No invoices yet: they appear when the shop first shows an invoice-paid order.',
    },
    style: `
  th, td { border: 1px solid #ccc; padding: .4rem; text-align: left; }
`,
  });
}
