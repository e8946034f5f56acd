import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './checkouts';
import { currencyColumn } from './columns';
import { ownedUuidReference } from './required-references';
import { createdAtColumn } from './time-columns';

/**
 * The invoice of an order paid with an invoice-type method (invoice or credit): what was billed and
 * where to pay it. Its payment state and balance are the invoice service's, read when shown.
 * Money columns are integer minor units in `currency`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: ownedUuidReference('order_id', () => orders.id),
    // The order's owner, copied so an invoice is checked without reading its order.
    userId: text('user_id'),
    orderNumber: text('order_number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: currencyColumn(),
    totalAmount: integer('total_amount').notNull(),
    purchaseId: text('purchase_id'),
    bankAccount: text('bank_account'),
    paymentReference: text('payment_reference'),
    receiver: text('receiver'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('invoices_order_idx').on(t.orderId), index('invoices_user_idx').on(t.userId)],
);

export type InvoiceRow = typeof invoices.$inferSelect;
