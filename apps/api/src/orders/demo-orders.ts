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
type DemoOffer = { offerId: number; price: number; productId: number; name: string; url: string };
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
  // Finnish checkout merchants with stock, each with its first two offers, in a stable order. Merchants are
  // listed first: one merchant can carry thousands of offers, so a limit over offers alone may see only it.
  const sellsHere = and(eq(offers.region, 'FI'), eq(merchants.purchaseMode, 'KORI_CHECKOUT'), gte(offers.stockQuantity, 1));
  const shopIds = await db
    .selectDistinct({ merchantId: offers.merchantId })
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(sellsHere)
    .orderBy(asc(offers.merchantId))
    .limit(DEMO_ORDERS.reduce((sum, demo) => sum + demo.shops, 0));
  const shops: (readonly [string, DemoOffer[]])[] = [];
  for (const { merchantId } of shopIds) {
    const shopOffers = await db
      .select({ offerId: offers.id, price: offers.price, productId: products.id, name: products.name, url: offers.url })
      .from(offers)
      .innerJoin(merchants, eq(merchants.id, offers.merchantId))
      .innerJoin(products, eq(products.id, offers.productId))
      .where(and(sellsHere, eq(offers.merchantId, merchantId)))
      .orderBy(asc(offers.id))
      .limit(2);
    shops.push([merchantId, shopOffers]);
  }
  if (shops.length === 0) return 0;

  let written = 0;
  let shopIndex = 0;
  for (const [orderIndex, demo] of DEMO_ORDERS.entries()) {
    const parts: PlacedMerchantOrder[] = [];
    // A merchant appears once per order: with fewer shops than the order names, it goes to fewer.
    for (let n = 0; n < Math.min(demo.shops, shops.length); n += 1) {
      const [merchantId, merchantOffers] = shops[shopIndex % shops.length] as (typeof shops)[number];
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
