import { z } from 'zod';
import type { Currency } from '@kori/region';
import { createSandboxServiceClient, type SandboxServiceOptions } from './sandbox-service-client';

/** Every payment state an invoice can be in, as the invoice service reports it. */
export const INVOICE_PAYMENT_STATUSES = [
  'NotProduced',
  'Overdue',
  'Paid',
  'PaymentScheduled',
  'Postponed',
  'ProcessingPayment',
  'Transferred',
  'Unknown',
  'Unpaid',
] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

/** What the invoice service is told about an invoice the first time it is asked for it. */
export interface InvoiceRegistration {
  id: string;
  totalAmount: number;
  currency: Currency;
  /** ISO timestamp. */
  issuedAt: string;
  /** ISO date. */
  dueDate: string;
}

export interface InvoiceState {
  paymentStatus: InvoicePaymentStatus;
  /** Still to pay, minor units. */
  balance: number;
}

/** Where invoice payment states come from. */
export interface InvoiceService {
  /** The invoice's state now; registers it first when the service has not seen it. Null when the service cannot answer. */
  stateOf(invoice: InvoiceRegistration): Promise<InvoiceState | null>;
}

/**
 * The service's own status names (lower snake case, as its API speaks) to the shop's. A name the
 * service adds later reads as Unknown, never as a failure.
 */
export const SERVICE_STATUS_TO_PAYMENT_STATUS: Readonly<Record<string, InvoicePaymentStatus>> = {
  not_produced: 'NotProduced',
  overdue: 'Overdue',
  paid: 'Paid',
  payment_scheduled: 'PaymentScheduled',
  postponed: 'Postponed',
  processing_payment: 'ProcessingPayment',
  transferred: 'Transferred',
  unknown: 'Unknown',
  unpaid: 'Unpaid',
};

export function paymentStatusOf(serviceStatus: string): InvoicePaymentStatus {
  return SERVICE_STATUS_TO_PAYMENT_STATUS[serviceStatus] ?? 'Unknown';
}

const answerSchema = z.object({ status: z.string().min(1).max(64), balance: z.number().int().min(0) });

export type HttpInvoiceServiceOptions = SandboxServiceOptions;

/** The invoice service over HTTP: `POST {base}/invoices` registers (idempotently) and answers the state. */
export function createHttpInvoiceService(options: HttpInvoiceServiceOptions): InvoiceService {
  const client = createSandboxServiceClient('invoice service', options);
  return {
    async stateOf(invoice) {
      const answer = await client.call({
        path: '/invoices',
        init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(invoice) },
        schema: answerSchema,
        fields: { invoiceId: invoice.id },
      });
      return answer && { paymentStatus: paymentStatusOf(answer.status), balance: answer.balance };
    },
  };
}
