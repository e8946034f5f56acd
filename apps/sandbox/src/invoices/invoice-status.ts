import { createHash } from 'node:crypto';
import type { InvoiceRecord, InvoiceStatus } from './invoice-state-schema';

const DAY = 86_400_000;
/** A paying shopper schedules the payment a day after the invoice and pays it three days after it. */
export const SCHEDULED_AFTER_DAYS = 1;
export const PAID_AFTER_DAYS = 3;

/** One invoice in four is never paid and falls overdue; which one follows from its id, so it never changes. */
export function willBePaid(invoiceId: string): boolean {
  return (createHash('sha256').update(invoiceId).digest()[0] ?? 0) % 4 !== 0;
}

/** The end of the due date (UTC): after it an unpaid invoice is overdue. */
function dueEnd(dueDate: string): number {
  return Date.parse(`${dueDate}T23:59:59.999Z`);
}

/** The invoice's state at sandbox time `now`, and what is left to pay (minor units). */
export function invoiceStateAt(invoice: InvoiceRecord, now: number): { status: InvoiceStatus; balance: number } {
  const status = invoice.setStatus ?? timedStatus(invoice, now);
  const settled = status === 'paid' || status === 'transferred';
  return { status, balance: settled ? 0 : invoice.totalAmount };
}

function timedStatus(invoice: InvoiceRecord, now: number): InvoiceStatus {
  const age = now - invoice.issuedAt;
  if (willBePaid(invoice.id)) {
    if (age >= PAID_AFTER_DAYS * DAY) return 'paid';
    if (age >= SCHEDULED_AFTER_DAYS * DAY) return 'payment_scheduled';
    return 'unpaid';
  }
  return now > dueEnd(invoice.dueDate) ? 'overdue' : 'unpaid';
}
