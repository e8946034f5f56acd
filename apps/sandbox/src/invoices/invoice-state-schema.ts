import { z } from 'zod';
import { currency, epochMs, minorUnits } from '../state/state-fields';

/** Every state the invoice service reports, in its own (lower snake case) names. */
export const INVOICE_STATUSES = [
  'not_produced',
  'unpaid',
  'payment_scheduled',
  'processing_payment',
  'paid',
  'overdue',
  'postponed',
  'transferred',
  'unknown',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceRecordSchema = z.object({
  id: z.string(),
  totalAmount: minorUnits,
  currency,
  issuedAt: epochMs,
  /** ISO date. */
  dueDate: z.string(),
  /** Set by a person on the /invoices page (or a test); overrides what time would make of it. */
  setStatus: z.enum(INVOICE_STATUSES).nullable(),
});
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>;

export const invoicesStateSchema = z.record(z.string(), invoiceRecordSchema);
export type InvoicesState = z.infer<typeof invoicesStateSchema>;

/** Oldest invoices are dropped past this, like the shops' orders. */
export const INVOICE_LIMIT = 2000;

export function pruneInvoices(invoices: InvoicesState): void {
  const ids = Object.keys(invoices);
  if (ids.length <= INVOICE_LIMIT) return;
  ids.sort((a, b) => (invoices[a]?.issuedAt ?? 0) - (invoices[b]?.issuedAt ?? 0));
  for (const id of ids.slice(0, ids.length - INVOICE_LIMIT)) delete invoices[id];
}
