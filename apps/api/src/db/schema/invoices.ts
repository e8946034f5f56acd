import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './checkouts';
import { currencyColumn } from './columns';

/**
 * The invoice of an order paid with an invoice-type method (invoice or credit): what was billed and
 * where to pay it. Its payment state and balance are the invoice service's, read when shown.
 * Money columns are integer minor units in `currency`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_order_idx').on(t.orderId), index('invoices_user_idx').on(t.userId)],
);

export type InvoiceRow = typeof invoices.$inferSelect;
