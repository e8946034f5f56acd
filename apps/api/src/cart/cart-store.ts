import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Region } from '@kori/region';
import type { Database } from '../db/database';
import { brands, cartLines, carts, merchants, offers, products, type CartRow, type MerchantRow } from '../db/schema';

/** The merchant facts a cart shows and prices delivery with. */
export type CartMerchant = Pick<
  MerchantRow,
  'id' | 'name' | 'title' | 'deliveryCost' | 'freeDeliveryThreshold' | 'deliveryDays' | 'tosUrl' | 'privacyPolicyUrl' | 'purchaseMode'
>;

const merchantColumns = {
  id: merchants.id,
  name: merchants.name,
  title: merchants.title,
  deliveryCost: merchants.deliveryCost,
  freeDeliveryThreshold: merchants.freeDeliveryThreshold,
  deliveryDays: merchants.deliveryDays,
  tosUrl: merchants.tosUrl,
  privacyPolicyUrl: merchants.privacyPolicyUrl,
  purchaseMode: merchants.purchaseMode,
};

/** A cart line with what it shows: the offer's current price and stock, its product and merchant. */
export interface CartLineDetail {
  lineId: string;
  offerId: number;
  quantity: number;
  productId: number;
  productName: string;
  productSlug: string;
  categoryId: string;
  imageUrl: string;
  brand: string | null;
  unitPrice: number;
  stockQuantity: number;
  offerUrl: string;
  offerRegion: Region;
  merchant: CartMerchant;
}

/** An offer as a cart change needs it. */
export interface CartOffer {
  offerId: number;
  productId: number;
  region: Region;
  unitPrice: number;
  stockQuantity: number;
  merchant: CartMerchant;
}

export async function findCart(db: Database, cartId: string): Promise<CartRow | null> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  return cart ?? null;
}

/** The cart, row-locked until the transaction ends, so that changes to one cart run one after another. */
export async function lockCart(tx: Database, cartId: string): Promise<CartRow | null> {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart ?? null;
}

/** A signed-in shopper's cart in a region (at most one), optionally row-locked. */
export async function findUserCart(db: Database, userId: string, region: Region, lock = false): Promise<CartRow | null> {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.region, region)));
  const [cart] = lock ? await query.for('update') : await query;
  return cart ?? null;
}

/** The signed-in shopper's most recently changed cart, in any region. */
export async function latestUserCart(db: Database, userId: string): Promise<CartRow | null> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(isNotNull(carts.userId), eq(carts.userId, userId)))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return cart ?? null;
}

export async function readCartLines(db: Database, cartId: string): Promise<CartLineDetail[]> {
  return db
    .select({
      lineId: cartLines.id,
      offerId: cartLines.offerId,
      quantity: cartLines.quantity,
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
      categoryId: products.categoryId,
      imageUrl: products.imageUrl,
      brand: brands.name,
      unitPrice: offers.price,
      stockQuantity: offers.stockQuantity,
      offerUrl: offers.url,
      offerRegion: offers.region,
      merchant: merchantColumns,
    })
    .from(cartLines)
    .innerJoin(offers, eq(offers.id, cartLines.offerId))
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .innerJoin(products, eq(products.id, offers.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

const offerColumns = {
  offerId: offers.id,
  productId: offers.productId,
  region: offers.region,
  unitPrice: offers.price,
  stockQuantity: offers.stockQuantity,
  merchant: merchantColumns,
};

export async function readOffer(db: Database, offerId: number): Promise<CartOffer | null> {
  const [offer] = await db.select(offerColumns).from(offers).innerJoin(merchants, eq(merchants.id, offers.merchantId)).where(eq(offers.id, offerId));
  return offer ?? null;
}

/** Every offer of these products that can be bought through Kori in the region now: in stock, from a KORI_CHECKOUT merchant. */
export async function readBuyableOffers(db: Database, region: Region, productIds: readonly number[]): Promise<CartOffer[]> {
  if (productIds.length === 0) return [];
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(and(inArray(offers.productId, [...productIds]), eq(offers.region, region), gt(offers.stockQuantity, 0), eq(merchants.purchaseMode, 'KORI_CHECKOUT')));
}

/** Sets a line's quantity, adding the line when the cart has none for the offer. */
export async function upsertLine(tx: Database, cartId: string, offerId: number, quantity: number): Promise<void> {
  await tx
    .insert(cartLines)
    .values({ cartId, offerId, quantity })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.offerId], set: { quantity } });
}

export async function deleteLines(tx: Database, cartId: string, lineIds: readonly string[]): Promise<void> {
  if (lineIds.length === 0) return;
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, [...lineIds])));
}

export async function touchCart(tx: Database, cartId: string): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}
