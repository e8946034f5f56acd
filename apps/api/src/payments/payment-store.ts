/**
 * Reads and writes of payment attempts, provider events and settlements. A payment's status moves
 * under its row lock and only while it is open, so the browser's return and the provider's webhook can
 * race: the first moves it, the second finds it settled and changes nothing.
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { firstRowOrNull, type Database } from '../db/database';
import { checkouts, paymentEvents, payments, paymentSettlements, type PaymentRow, type PaymentSettlementRow, type SettlementKind } from '../db/schema';
import type { AuthorizationStatus, PaymentProviderId } from './payment-provider-port';

/** A payment in one of these has its answer: nothing moves it again. */
export const FINAL_AUTHORIZATION_STATUSES: readonly AuthorizationStatus[] = [
  'APPROVED',
  'AVARDA_CREDIT_DENIED',
  'AVARDA_INCORRECT_ADDRESS',
  'AVARDA_REJECTED',
  'CANCELLED',
  'FAILED',
];

export const isFinalAuthorization = (status: AuthorizationStatus | null): boolean => status !== null && FINAL_AUTHORIZATION_STATUSES.includes(status);

/** A refusal: the attempt is over without money, and the shopper may pay again. */
export const isRefusal = (status: AuthorizationStatus | null): boolean => isFinalAuthorization(status) && status !== 'APPROVED';

/** The checkout's current payment attempt: its newest. */
export async function currentPayment(db: Database, checkoutId: string): Promise<PaymentRow | null> {
  return firstRowOrNull(db.select().from(payments).where(eq(payments.checkoutId, checkoutId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(1));
}

export async function paymentById(db: Database, id: string): Promise<PaymentRow | null> {
  return firstRowOrNull(db.select().from(payments).where(eq(payments.id, id)));
}

export async function paymentByReference(db: Database, provider: PaymentProviderId, reference: string): Promise<PaymentRow | null> {
  return firstRowOrNull(db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.reference, reference))));
}

/** Records a provider event once; false when it was seen before (a redelivery). */
export async function recordPaymentEvent(db: Database, provider: PaymentProviderId, eventId: string, payloadDigest: string): Promise<boolean> {
  const inserted = await db.insert(paymentEvents).values({ provider, eventId, payloadDigest }).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** Stores a settlement to make (once per payment, merchant and kind); the stored row either way. */
export async function ensureSettlement(
  db: Database,
  input: { paymentId: string; merchantId: string; kind: SettlementKind; amount: number },
): Promise<PaymentSettlementRow> {
  const idempotencyKey = `${input.paymentId}:${input.merchantId}:${input.kind.toLowerCase()}`;
  await db
    .insert(paymentSettlements)
    .values({ ...input, idempotencyKey })
    .onConflictDoNothing();
  const row = await loadSettlement(db, input.paymentId, input.merchantId, input.kind);
  if (!row) throw new Error('settlement insert returned nothing');
  return row;
}

export async function loadSettlement(db: Database, paymentId: string, merchantId: string, kind: SettlementKind): Promise<PaymentSettlementRow | null> {
  return firstRowOrNull(db.select().from(paymentSettlements).where(and(eq(paymentSettlements.paymentId, paymentId), eq(paymentSettlements.merchantId, merchantId), eq(paymentSettlements.kind, kind))));
}

/** Marks a settlement done and adds it to the payment's captured or released amount, once. */
export async function completeSettlement(db: Database, settlement: PaymentSettlementRow): Promise<void> {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(paymentSettlements)
      .set({ status: 'DONE', doneAt: sql`now()` })
      .where(and(eq(paymentSettlements.idempotencyKey, settlement.idempotencyKey), eq(paymentSettlements.status, 'PENDING')))
      .returning({ key: paymentSettlements.idempotencyKey });
    if (done.length === 0) return;
    await tx
      .update(payments)
      .set(
        settlement.kind === 'CAPTURE'
          ? { capturedAmount: sql`${payments.capturedAmount} + ${settlement.amount}`, updatedAt: sql`now()` }
          : { releasedAmount: sql`${payments.releasedAmount} + ${settlement.amount}`, updatedAt: sql`now()` },
      )
      .where(eq(payments.id, settlement.paymentId));
  });
}

export async function pendingSettlements(db: Database): Promise<PaymentSettlementRow[]> {
  return db.select().from(paymentSettlements).where(eq(paymentSettlements.status, 'PENDING'));
}

/** Every settlement of one payment, whatever its state. */
export async function settlementsOfPayment(db: Database, paymentId: string): Promise<PaymentSettlementRow[]> {
  return db.select().from(paymentSettlements).where(eq(paymentSettlements.paymentId, paymentId));
}

/** Settlements of a checkout's payments, for what the completed checkout shows. */
export async function settlementsOfCheckout(db: Database, checkoutId: string): Promise<PaymentSettlementRow[]> {
  const rows = await db
    .select({ settlement: paymentSettlements })
    .from(paymentSettlements)
    .innerJoin(payments, eq(payments.id, paymentSettlements.paymentId))
    .where(eq(payments.checkoutId, checkoutId));
  return rows.map((row) => row.settlement);
}

/** Started payments still waiting for their answer while their checkout waits in PERFORM (resumed on boot). */
export async function openPaymentsOfPerformingCheckouts(db: Database, checkoutIds?: string[]): Promise<PaymentRow[]> {
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(checkouts, eq(checkouts.id, payments.checkoutId))
    .where(
      and(
        eq(checkouts.status, 'PERFORM'),
        isNull(checkouts.paymentReference),
        isNotNull(payments.reference),
        ...(checkoutIds ? [inArray(checkouts.id, checkoutIds)] : []),
      ),
    );
  return rows.map((row) => row.payment).filter((payment) => !isFinalAuthorization(payment.status));
}
