import type { Database } from '../db/database';
import { invoices, type InvoiceRow, type OrderRow } from '../db/schema';

/** Payment methods that bill the shopper afterwards: their orders get an invoice when written. */
export const INVOICE_PAYMENT_METHODS: ReadonlySet<string> = new Set(['INVOICE', 'CREDIT', 'AVARDA_CHECKOUTV3_INVOICE', 'AVARDA_CHECKOUTV3_CREDIT']);

/** Days from the order to the invoice's due date. */
export const INVOICE_DUE_DAYS = 14;

/** Who is paid and where: Kori collects every invoice and settles with the merchants. */
export const INVOICE_RECEIVER = 'Kori Payments Oy';
export const INVOICE_BANK_ACCOUNT = 'FI49 5000 9420 0287 30';

/** The order's number as printed on its invoice: the first 10 hex digits of its id, upper-cased. */
export function orderNumberOf(orderId: string): string {
  return `K-${orderId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
}

/**
 * A Finnish creditor reference (viitenumero) for a base of digits: the base followed by its check digit
 * (weights 7, 3, 1 from the right; check = (10 - sum mod 10) mod 10).
 */
export function finnishReference(base: string): string {
  if (!/^\d{3,19}$/.test(base)) throw new RangeError(`A reference base is 3 to 19 digits, got ${base}`);
  const weights = [7, 3, 1];
  let sum = 0;
  [...base].reverse().forEach((digit, index) => {
    sum += Number(digit) * (weights[index % 3] as number);
  });
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** The reference base of an order: the decimal value of the first 12 hex digits of its id (at most 15 digits). */
function referenceBase(orderId: string): string {
  const digits = BigInt(`0x${orderId.replace(/-/g, '').slice(0, 12)}`).toString();
  return digits.length < 3 ? digits.padStart(3, '1') : digits;
}

function addDays(day: Date, days: number): string {
  return new Date(day.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Writes the invoice of an order paid with an invoice-type method, inside the transaction that wrote
 * the order; any other order gets none. Issuing twice leaves the first invoice.
 */
export async function issueInvoiceIfBilled(tx: Database, order: OrderRow): Promise<InvoiceRow | null> {
  if (!INVOICE_PAYMENT_METHODS.has(order.paymentMethod)) return null;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      userId: order.userId,
      orderNumber: orderNumberOf(order.id),
      dueDate: addDays(order.createdAt, INVOICE_DUE_DAYS),
      currency: order.currency,
      totalAmount: order.owedByCustomer,
      purchaseId: order.checkoutId,
      bankAccount: INVOICE_BANK_ACCOUNT,
      paymentReference: finnishReference(referenceBase(order.id)),
      receiver: INVOICE_RECEIVER,
      createdAt: order.createdAt,
    })
    .onConflictDoNothing()
    .returning();
  return invoice ?? null;
}
