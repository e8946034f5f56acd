/**
 * Demo data for the account pages: a few past orders (two billed by invoice or credit) for the demo
 * shopper, so a fresh local shop has orders, invoices and shipments to show. The orders wait under a
 * placeholder owner until the demo shopper first signs in; the account they create takes them over.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { checkouts, invoices, merchants, offers, orders, products, type UserRow } from '../db/schema';
import { recordPlacedOrder, type PlacedMerchantOrder } from './placed-orders';

/** Sign in with this e-mail address (the sandbox mailbox shows the code) to see the demo orders. */
export const DEMO_SHOPPER_EMAIL = 'demo.shopper@example.com';

const placeholderOwner = (email: string) => `demo:${email.trim().toLowerCase()}`;

const DAY = 86_400_000;
/** Days ago, payment method and how many shops each demo order went to. */
const DEMO_ORDERS = [
  { daysAgo: 2, paymentMethod: 'INVOICE', shops: 2 },
  { daysAgo: 9, paymentMethod: 'STRIPE', shops: 1 },
  { daysAgo: 24, paymentMethod: 'CREDIT', shops: 1 },
] as const;

/** Writes the demo orders unless they are there already; answers how many were written. */
export async function seedDemoOrders(db: Database, now: Date = new Date()): Promise<number> {
  const owner = placeholderOwner(DEMO_SHOPPER_EMAIL);
  const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, owner)).limit(1);
  if (existing) return 0;
  // Finnish checkout merchants' offers with stock, two per merchant, in a stable order.
  const rows = await db
    .select({ offerId: offers.id, merchantId: offers.merchantId, price: offers.price, productId: products.id, name: products.name, url: offers.url })
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(offers.region, 'FI'), eq(merchants.purchaseMode, 'KORI_CHECKOUT'), gte(offers.stockQuantity, 1)))
    .orderBy(asc(offers.merchantId), asc(offers.id))
    .limit(400);
  const byMerchant = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byMerchant.get(row.merchantId) ?? [];
    if (list.length < 2) byMerchant.set(row.merchantId, [...list, row]);
  }
  const shops = [...byMerchant.entries()];
  if (shops.length === 0) return 0;

  let written = 0;
  let shopIndex = 0;
  for (const [orderIndex, demo] of DEMO_ORDERS.entries()) {
    const parts: PlacedMerchantOrder[] = [];
    for (let n = 0; n < demo.shops; n += 1) {
      const [merchantId, merchantOffers] = shops[shopIndex % shops.length] as [string, typeof rows];
      shopIndex += 1;
      parts.push({
        merchantId,
        orderReference: `DEMO-${orderIndex + 1}${n + 1}`,
        trackingId: `DEMO${orderIndex + 1}${n + 1}TRK`,
        deliveryCost: 490,
        lines: merchantOffers.map((offer, line) => ({
          offerId: String(offer.offerId),
          productId: String(offer.productId),
          name: offer.name,
          imageUrl: null,
          offerUrl: offer.url,
          quantity: line + 1,
          unitPrice: offer.price,
        })),
      });
    }
    await recordPlacedOrder(db, {
      userId: owner,
      region: 'FI',
      currency: 'EUR',
      paymentMethod: demo.paymentMethod,
      createdAt: new Date(now.getTime() - demo.daysAgo * DAY),
      deliveryAddress: {
        firstName: 'Demo',
        lastName: 'Shopper',
        streetAddress: 'Mannerheimintie 1',
        postalCode: '00100',
        city: 'Helsinki',
        email: DEMO_SHOPPER_EMAIL,
        phone: '+358401234567',
      },
      merchants: parts,
    });
    written += 1;
  }
  return written;
}

/** Hands the demo orders waiting for this user's e-mail address to the user (first sign-in). */
export async function claimDemoOrders(db: Database, user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
  if (!user.email) return;
  const owner = placeholderOwner(user.email);
  if (owner !== placeholderOwner(DEMO_SHOPPER_EMAIL)) return;
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ userId: user.id }).where(eq(orders.userId, owner));
    await tx.update(checkouts).set({ userId: user.id }).where(eq(checkouts.userId, owner));
    await tx.update(invoices).set({ userId: user.id }).where(eq(invoices.userId, owner));
  });
}
