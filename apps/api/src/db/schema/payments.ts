import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AuthorizationStatus, PaymentMethod, PaymentProviderId } from '../../payments/payment-provider-port';
import { checkouts } from './checkouts';
import { currencyColumn } from './columns';
import { ownedUuidReference } from './required-references';
import { createdAtColumn, updatedAtColumn } from './time-columns';

/**
 * One payment attempt of a checkout at one provider: a refused attempt stays, and the shopper's next
 * attempt (maybe another method) is a new row. The newest row of a checkout is its current payment.
 * Money columns are integer minor units in `currency`.
 */
export const payments = pgTable(
  'payments',
  {
    // The attempt id: also the idempotency key of the provider's start call.
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutId: ownedUuidReference('checkout_id', () => checkouts.id),
    provider: text('provider').$type<PaymentProviderId>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    // The provider's id of the payment; null until the start call answered.
    reference: text('reference'),
    // Null while the start call runs.
    status: text('status').$type<AuthorizationStatus>(),
    amount: integer('amount').notNull(),
    currency: currencyColumn(),
    // Where the shopper pays: the provider's page, or the embedded checkout's JWT (Avarda).
    redirectUrl: text('redirect_url'),
    jwt: text('jwt'),
    authorizedAmount: integer('authorized_amount'),
    capturedAmount: integer('captured_amount').notNull().default(0),
    releasedAmount: integer('released_amount').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('payments_checkout_idx').on(t.checkoutId, t.createdAt),
    uniqueIndex('payments_provider_reference_idx').on(t.provider, t.reference),
    check('payments_provider_check', sql`${t.provider} in ('AVARDA', 'ADYEN', 'STRIPE')`),
  ],
);

/** Every provider notification taken in, once: a redelivery with the same event id is a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProviderId>().notNull(),
    eventId: text('event_id').notNull(),
    // SHA-256 of the raw body, to tell a true redelivery from a different body under a reused id.
    payloadDigest: text('payload_digest').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export type SettlementKind = 'CAPTURE' | 'RELEASE';

/**
 * One merchant's settlement of a payment: its part captured once its order is placed, or released
 * (voided or refunded) when placement failed. `merchantId` '*' is a whole authorization released (an
 * attempt approved after the shopper had moved on). The idempotency key goes with every provider call,
 * so a retried job never captures or refunds twice.
 */
export const paymentSettlements = pgTable(
  'payment_settlements',
  {
    paymentId: ownedUuidReference('payment_id', () => payments.id),
    merchantId: text('merchant_id').notNull(),
    kind: text('kind').$type<SettlementKind>().notNull(),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    // PENDING until the provider confirmed the call.
    status: text('status').$type<'PENDING' | 'DONE'>().notNull().default('PENDING'),
    createdAt: createdAtColumn(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.merchantId, t.kind] }),
    uniqueIndex('payment_settlements_key_idx').on(t.idempotencyKey),
    index('payment_settlements_pending_idx').on(t.status),
    check('payment_settlements_kind_check', sql`${t.kind} in ('CAPTURE', 'RELEASE')`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentSettlementRow = typeof paymentSettlements.$inferSelect;
