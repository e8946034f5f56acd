/**
 * Reads and writes of checkouts, their merchants' agent state and their orders. Status changes are
 * compare-and-set on the current status (and run under the checkout's row lock where they read the
 * merchants first), so concurrent processes cannot both make the same move.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Region } from '@kori/region';
import { firstRowOrNull, type Database } from '../db/database';
import { checkoutMerchants, checkouts, merchants, orders, type CheckoutMerchantRow, type CheckoutRow, type MerchantRow, type OrderRow } from '../db/schema';
import type { CheckoutLineSnapshot, DeliveryAddressValue } from './checkout-records';
import { nextCheckoutStatus, type CheckoutEvent, type CheckoutStatus } from './checkout-status';

export interface CheckoutRecord {
  checkout: CheckoutRow;
  merchants: (CheckoutMerchantRow & { merchant: MerchantRow })[];
  order: OrderRow | null;
}

export async function insertCheckout(
  db: Database,
  input: { cartId: string; userId: string | null; region: Region; currency: CheckoutRow['currency']; deliveryAddress: DeliveryAddressValue; lines: CheckoutLineSnapshot[] },
): Promise<CheckoutRow> {
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .insert(checkouts)
      .values({ ...input, status: 'INITIATED' })
      .returning();
    if (!checkout) throw new Error('checkout insert returned nothing');
    const perMerchant = new Map<string, number>();
    for (const line of input.lines) perMerchant.set(line.merchantId, (perMerchant.get(line.merchantId) ?? 0) + 1);
    await tx.insert(checkoutMerchants).values([...perMerchant].map(([merchantId, totalToAdd]) => ({ checkoutId: checkout.id, merchantId, totalToAdd })));
    return checkout;
  });
}

export async function loadCheckout(db: Database, checkoutId: string): Promise<CheckoutRecord | null> {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  if (!checkout) return null;
  const rows = await db
    .select({ part: checkoutMerchants, merchant: merchants })
    .from(checkoutMerchants)
    .innerJoin(merchants, eq(merchants.id, checkoutMerchants.merchantId))
    .where(eq(checkoutMerchants.checkoutId, checkoutId))
    .orderBy(merchants.title);
  const [order] = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
  return { checkout, merchants: rows.map((row) => ({ ...row.part, merchant: row.merchant })), order: order ?? null };
}

export async function loadMerchantPart(db: Database, checkoutId: string, merchantId: string): Promise<CheckoutMerchantRow | null> {
  return firstRowOrNull(db.select().from(checkoutMerchants).where(and(eq(checkoutMerchants.checkoutId, checkoutId), eq(checkoutMerchants.merchantId, merchantId))));
}

export async function loadCheckoutRow(db: Database, checkoutId: string): Promise<CheckoutRow | null> {
  return firstRowOrNull(db.select().from(checkouts).where(eq(checkouts.id, checkoutId)));
}

export type MerchantPatch = Partial<Omit<CheckoutMerchantRow, 'checkoutId' | 'merchantId' | 'updatedAt'>>;

export async function updateMerchantPart(db: Database, checkoutId: string, merchantId: string, patch: MerchantPatch): Promise<void> {
  await db
    .update(checkoutMerchants)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(checkoutMerchants.checkoutId, checkoutId), eq(checkoutMerchants.merchantId, merchantId)));
}

/**
 * Moves the checkout by `decide` (given its locked row and its merchants) when the status machine
 * allows it; returns the new status, or null when nothing moved.
 */
export async function transitionCheckout(
  db: Database,
  checkoutId: string,
  decide: (checkout: CheckoutRow, parts: CheckoutMerchantRow[]) => CheckoutEvent | null,
  extra: (checkout: CheckoutRow, parts: CheckoutMerchantRow[], next: CheckoutStatus) => Partial<CheckoutRow> = () => ({}),
  afterwards?: (tx: Database, checkout: CheckoutRow, parts: CheckoutMerchantRow[], next: CheckoutStatus) => Promise<void>,
): Promise<CheckoutStatus | null> {
  return db.transaction(async (tx) => {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (!checkout) return null;
    const parts = await tx.select().from(checkoutMerchants).where(eq(checkoutMerchants.checkoutId, checkoutId));
    const event = decide(checkout, parts);
    const next = event ? nextCheckoutStatus(checkout.status, event) : null;
    if (!next) return null;
    const moved = await tx
      .update(checkouts)
      .set({ ...extra(checkout, parts, next), status: next, updatedAt: sql`now()` })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, checkout.status)))
      .returning({ id: checkouts.id });
    if (moved.length === 0) return null;
    await afterwards?.(tx, checkout, parts, next);
    return next;
  });
}

export interface UnfinishedCheckout {
  id: string;
  status: CheckoutStatus;
  paymentReference: string | null;
  updatedAt: Date;
  merchantIds: string[];
}

/** Checkouts whose agents or placements were left unfinished (resumed on boot). */
export async function unfinishedCheckouts(db: Database): Promise<UnfinishedCheckout[]> {
  const rows = await db
    .select({
      id: checkouts.id,
      status: checkouts.status,
      paymentReference: checkouts.paymentReference,
      updatedAt: checkouts.updatedAt,
      merchantId: checkoutMerchants.merchantId,
    })
    .from(checkouts)
    .innerJoin(checkoutMerchants, eq(checkoutMerchants.checkoutId, checkouts.id))
    .where(inArray(checkouts.status, ['INITIATED', 'PERFORM']));
  const byId = new Map<string, UnfinishedCheckout>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, status: row.status, paymentReference: row.paymentReference, updatedAt: row.updatedAt, merchantIds: [] };
    entry.merchantIds.push(row.merchantId);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

/** The delivery address of the user's latest checkout in `region`. */
export async function latestDeliveryAddress(db: Database, userId: string, region: Region): Promise<DeliveryAddressValue | null> {
  const [row] = await db
    .select({ address: checkouts.deliveryAddress })
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.region, region)))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return row?.address ?? null;
}

export async function hasCompletedOrder(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
  return Boolean(row);
}
