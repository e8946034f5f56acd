import { eq } from 'drizzle-orm';
import { currencyForRegion, type Region } from '@kori/region';
import type { Database } from '../db/database';
import { carts, type CartRow } from '../db/schema';
import { lockUsableCart } from './cart-access';
import { CartRefusal, refuse, type CartUserError } from './cart-errors';
import { addQuantitySchema, cartIdSchema, lineIdSchema, lineQuantitySchema, offerIdSchema } from './cart-input';
import { exceedsMaximumAmount, MAX_LINE_QUANTITY, MAXIMUM_CART_AMOUNT, maximumAmountError } from './cart-limits';
import { deleteLines, findUserCart, latestUserCart, lockCart, readBuyableOffers, readCartLines, readOffer, touchCart, upsertLine, type CartLineDetail } from './cart-store';
import { buildCartView, itemsTotalOf } from './cart-view';
import { planCheapestMix } from './cheapest-mix-plan';

/**
 * The outcome of a cart change: the cart to show afterwards (null: none, or the one the request named,
 * unchanged) and why the change was refused. Every change is one transaction holding the cart's row
 * lock: it happens whole or not at all, and changes to one cart run one after another.
 */
export interface CartChange {
  cartId: string | null;
  userErrors: CartUserError[];
}

const refused = (userError: CartUserError): CartChange => ({ cartId: null, userErrors: [userError] });

async function inTransaction(db: Database, work: (tx: Database) => Promise<CartChange>): Promise<CartChange> {
  try {
    return await db.transaction((tx) => work(tx));
  } catch (error) {
    if (error instanceof CartRefusal) return refused(error.userError);
    throw error;
  }
}

const buyableIn = (region: Region, line: Pick<CartLineDetail, 'offerRegion' | 'stockQuantity' | 'merchant'>): boolean =>
  line.offerRegion === region && line.merchant.purchaseMode === 'KORI_CHECKOUT' && line.stockQuantity > 0;

/** A signed-in shopper's cart in the region, created when they have none (two racing requests share one). */
async function createCart(tx: Database, region: Region, userId: string | null): Promise<CartRow> {
  const [created] = await tx.insert(carts).values({ region, currency: currencyForRegion(region), userId }).onConflictDoNothing().returning();
  if (created) return created;
  const existing = userId ? await findUserCart(tx, userId, region, true) : null;
  if (!existing) throw new Error('cart insert conflicted, but no cart of the user exists');
  return existing;
}

export interface AddOfferInput {
  cartId?: string | null;
  region: Region;
  offerId: string;
  quantity: number;
}

/**
 * Adds `quantity` of an offer (to its line when the cart has one). Without a cart id the offer goes to
 * the signed-in shopper's cart in the region, or to a new cart. Only offers of the cart's region, in
 * stock, from merchants that sell through Kori can be added.
 */
export async function addOffer(db: Database, userId: string | null, input: AddOfferInput): Promise<CartChange> {
  if (input.cartId != null && !cartIdSchema.safeParse(input.cartId).success) return refused({ code: 'CART_NOT_FOUND' });
  const offerId = offerIdSchema.safeParse(input.offerId);
  if (!offerId.success) return refused({ code: 'ADD_TO_CART_FAILED' });
  if (!addQuantitySchema.safeParse(input.quantity).success) return refused({ code: 'ADD_TO_CART_FAILED', offerId: offerId.data });
  return inTransaction(db, async (tx) => {
    const named = input.cartId != null ? await lockUsableCart(tx, input.cartId, userId) : null;
    const region = named?.region ?? input.region;
    const offer = (await readOffer(tx, offerId.data)) ?? refuse({ code: 'ADD_TO_CART_FAILED', offerId: offerId.data });
    if (!buyableIn(region, { offerRegion: offer.region, stockQuantity: offer.stockQuantity, merchant: offer.merchant })) {
      refuse({ code: 'PRODUCT_NOT_AVAILABLE', offerId: offer.offerId });
    }
    // Found (or created) and locked before its lines are read: a racing first add of the same shopper
    // waits here and then sees the other's line. A refusal below rolls a new cart back.
    const cart = named ?? (userId ? await findUserCart(tx, userId, region, true) : null) ?? (await createCart(tx, region, userId));
    const lines = await readCartLines(tx, cart.id);
    const wanted = (lines.find((line) => line.offerId === offer.offerId)?.quantity ?? 0) + input.quantity;
    if (wanted > offer.stockQuantity) refuse({ code: 'NOT_ENOUGH_STOCK', offerId: offer.offerId, available: offer.stockQuantity });
    if (wanted > MAX_LINE_QUANTITY) refuse({ code: 'ADD_TO_CART_FAILED', offerId: offer.offerId });
    const before = itemsTotalOf(lines);
    if (exceedsMaximumAmount(cart.currency, before, before + input.quantity * offer.unitPrice)) {
      refuse(maximumAmountError(cart.currency, offer.offerId));
    }
    await upsertLine(tx, cart.id, offer.offerId, wanted);
    await touchCart(tx, cart.id);
    return { cartId: cart.id, userErrors: [] };
  });
}

/** Sets a line's quantity; 0 removes it. Lowering is always allowed; raising is checked like adding. */
export async function setLineQuantity(db: Database, userId: string | null, input: { cartId: string; lineId: string; quantity: number }): Promise<CartChange> {
  if (!cartIdSchema.safeParse(input.cartId).success) return refused({ code: 'CART_NOT_FOUND' });
  if (!lineIdSchema.safeParse(input.lineId).success || !lineQuantitySchema.safeParse(input.quantity).success) return refused({ code: 'ADD_TO_CART_FAILED' });
  return inTransaction(db, async (tx) => {
    const cart = await lockUsableCart(tx, input.cartId, userId);
    const lines = await readCartLines(tx, cart.id);
    const line = lines.find((candidate) => candidate.lineId === input.lineId) ?? refuse({ code: 'ADD_TO_CART_FAILED' });
    if (input.quantity === 0) {
      await deleteLines(tx, cart.id, [line.lineId]);
    } else if (input.quantity !== line.quantity) {
      if (input.quantity > line.quantity) {
        if (!buyableIn(cart.region, line)) refuse({ code: 'PRODUCT_NOT_AVAILABLE', offerId: line.offerId });
        if (input.quantity > line.stockQuantity) refuse({ code: 'NOT_ENOUGH_STOCK', offerId: line.offerId, available: line.stockQuantity });
        const before = itemsTotalOf(lines);
        if (exceedsMaximumAmount(cart.currency, before, before + (input.quantity - line.quantity) * line.unitPrice)) {
          refuse(maximumAmountError(cart.currency, line.offerId));
        }
      }
      await upsertLine(tx, cart.id, line.offerId, input.quantity);
    }
    await touchCart(tx, cart.id);
    return { cartId: cart.id, userErrors: [] };
  });
}

/** Removes a line; removing one that is already gone changes nothing (a repeated click). */
export async function removeLine(db: Database, userId: string | null, input: { cartId: string; lineId: string }): Promise<CartChange> {
  if (!cartIdSchema.safeParse(input.cartId).success) return refused({ code: 'CART_NOT_FOUND' });
  if (!lineIdSchema.safeParse(input.lineId).success) return refused({ code: 'ADD_TO_CART_FAILED' });
  return inTransaction(db, async (tx) => {
    const cart = await lockUsableCart(tx, input.cartId, userId);
    await deleteLines(tx, cart.id, [input.lineId]);
    await touchCart(tx, cart.id);
    return { cartId: cart.id, userErrors: [] };
  });
}

export async function clearCart(db: Database, userId: string | null, cartId: string): Promise<CartChange> {
  return inTransaction(db, async (tx) => {
    const cart = await lockUsableCart(tx, cartId, userId);
    await deleteLines(
      tx,
      cart.id,
      (await readCartLines(tx, cart.id)).map((line) => line.lineId),
    );
    await touchCart(tx, cart.id);
    return { cartId: cart.id, userErrors: [] };
  });
}

/** Moves the lines to the offers of the cheapest mix, worked out again inside the transaction. */
export async function applyCheapestMix(db: Database, userId: string | null, cartId: string): Promise<CartChange> {
  return inTransaction(db, async (tx) => {
    const cart = await lockUsableCart(tx, cartId, userId);
    const view = buildCartView(cart, await readCartLines(tx, cart.id));
    const buyable = await readBuyableOffers(tx, cart.region, [...new Set(view.lines.map((line) => line.productId))]);
    const plan = planCheapestMix(view, buyable);
    if (!plan || plan.targets.length === 0) return { cartId: cart.id, userErrors: [] };
    let after = view.itemsTotal;
    for (const target of plan.targets) {
      after += target.quantity * target.offer.unitPrice - itemsTotalOf(target.lines);
      await deleteLines(
        tx,
        cart.id,
        target.lines.filter((line) => line.offerId !== target.offer.offerId).map((line) => line.lineId),
      );
      await upsertLine(tx, cart.id, target.offer.offerId, target.quantity);
    }
    if (exceedsMaximumAmount(cart.currency, view.itemsTotal, after)) refuse(maximumAmountError(cart.currency));
    await touchCart(tx, cart.id);
    return { cartId: cart.id, userErrors: [] };
  });
}

/**
 * Signed in: keeps a signed-out cart. With no cart of the shopper in its region it becomes theirs;
 * otherwise its lines are added to the shopper's cart (quantities add up, capped by stock, the line
 * maximum and the maximum cart amount, each cap reported) and it is deleted. Answers with the
 * shopper's cart; a cart owned by another user is CART_NOT_FOUND.
 */
export async function claimCart(db: Database, userId: string, cartId: string | null | undefined): Promise<CartChange> {
  const latest = async () => (await latestUserCart(db, userId))?.id ?? null;
  if (cartId == null) return { cartId: await latest(), userErrors: [] };
  const id = cartIdSchema.safeParse(cartId);
  if (!id.success) return { cartId: await latest(), userErrors: [{ code: 'CART_NOT_FOUND' }] };
  const change = await inTransaction(db, async (tx) => {
    const source = await lockCart(tx, id.data);
    if (!source || (source.userId !== null && source.userId !== userId)) return refuse({ code: 'CART_NOT_FOUND' });
    if (source.userId === userId) return { cartId: source.id, userErrors: [] };
    const target = await findUserCart(tx, userId, source.region, true);
    if (!target) {
      await tx.update(carts).set({ userId, updatedAt: new Date() }).where(eq(carts.id, source.id));
      return { cartId: source.id, userErrors: [] };
    }
    const userErrors = await mergeLines(tx, source, target);
    await tx.delete(carts).where(eq(carts.id, source.id));
    await touchCart(tx, target.id);
    return { cartId: target.id, userErrors };
  });
  return change.cartId === null ? { cartId: await latest(), userErrors: change.userErrors } : change;
}

async function mergeLines(tx: Database, source: CartRow, target: CartRow): Promise<CartUserError[]> {
  const targetLines = await readCartLines(tx, target.id);
  const limit = MAXIMUM_CART_AMOUNT[target.currency];
  let running = itemsTotalOf(targetLines);
  const userErrors: CartUserError[] = [];
  for (const line of await readCartLines(tx, source.id)) {
    const have = targetLines.find((existing) => existing.offerId === line.offerId)?.quantity ?? 0;
    let extra = line.quantity;
    if (have + extra > line.stockQuantity) {
      extra = Math.max(0, line.stockQuantity - have);
      userErrors.push({ code: 'NOT_ENOUGH_STOCK', offerId: line.offerId, available: line.stockQuantity });
    }
    if (have + extra > MAX_LINE_QUANTITY) {
      extra = Math.max(0, MAX_LINE_QUANTITY - have);
      userErrors.push({ code: 'ADD_TO_CART_FAILED', offerId: line.offerId });
    }
    const fits = line.unitPrice > 0 ? Math.max(0, Math.floor((limit - running) / line.unitPrice)) : extra;
    if (extra > fits) {
      extra = fits;
      userErrors.push(maximumAmountError(target.currency, line.offerId));
    }
    if (extra === 0) continue;
    running += extra * line.unitPrice;
    await upsertLine(tx, target.id, line.offerId, have + extra);
  }
  return userErrors;
}
