import { readableCart } from '../../cart/cart-access';
import type { CartUserError as CartUserErrorModel } from '../../cart/cart-errors';
import { addOffer, applyCheapestMix, claimCart, clearCart, removeLine, setLineQuantity, type CartChange } from '../../cart/cart-operations';
import { readBuyableOffers, readCartLines, type CartLineDetail, type CartMerchant } from '../../cart/cart-store';
import { buildCartView, lineTotal, type CartView } from '../../cart/cart-view';
import { planCheapestMix } from '../../cart/cheapest-mix-plan';
import type { Database } from '../../db/database';
import { minorToDecimal, moneyAmount } from '../../domain/money';
import { stockStatusOf } from '../../domain/stock-status';
import type { ApiContext } from '../context';
import type {
  CartLine,
  CartMerchantGroup,
  CartResolvers,
  CartUserError,
  EmbeddedCart,
  MerchantDetails,
  MutationResolvers,
  QueryResolvers,
  ResolversTypes,
} from '../generated/resolvers-types';
import { absoluteOfferUrl } from './offer-resolvers';

async function cartViewFor(db: Database, cartId: string | null | undefined, userId: string | null): Promise<CartView | null> {
  if (!cartId) return null;
  const cart = await readableCart(db, cartId, userId);
  return cart ? buildCartView(cart, await readCartLines(db, cart.id)) : null;
}

const userIdOf = async (ctx: ApiContext): Promise<string | null> => (await ctx.user())?.id ?? null;

function userErrorOf(error: CartUserErrorModel): CartUserError {
  return {
    code: error.code,
    offerId: error.offerId === undefined ? null : String(error.offerId),
    available: error.available ?? null,
    limit: error.limit ? moneyAmount(error.limit.amount, error.limit.currency) : null,
  };
}

/**
 * Runs a cart change and answers with the cart afterwards: the changed one, or the one the request
 * named when the change was refused. Anything unexpected is logged and answered as UNKNOWN, never as
 * a failed request.
 */
async function cartPayload(ctx: ApiContext, operation: string, requestedCartId: string | null | undefined, run: (userId: string | null) => Promise<CartChange>): Promise<ResolversTypes['CartPayload']> {
  const userId = await userIdOf(ctx);
  let change: CartChange;
  try {
    change = await run(userId);
  } catch (error) {
    ctx.logger.error('cart change failed', { operation, error: error instanceof Error ? error.message : String(error) });
    change = { cartId: null, userErrors: [{ code: 'UNKNOWN' }] };
  }
  let cart: CartView | null = null;
  try {
    cart = await cartViewFor(ctx.db, change.cartId ?? requestedCartId, userId);
  } catch (error) {
    ctx.logger.error('cart read after a change failed', { operation, error: error instanceof Error ? error.message : String(error) });
  }
  return { cart, userErrors: change.userErrors.map(userErrorOf) };
}

export function merchantDetailsOf(merchant: CartMerchant): MerchantDetails {
  return { id: merchant.id, name: merchant.name, title: merchant.title, tos_url: merchant.tosUrl, privacyPolicyUrl: merchant.privacyPolicyUrl };
}

const segment = (value: string) => encodeURIComponent(value);

function cartLineOf(line: CartLineDetail, view: CartView): CartLine {
  const { currency } = view.cart;
  return {
    id: line.lineId,
    offerId: String(line.offerId),
    productId: String(line.productId),
    productPath: `/${segment(line.categoryId)}/${segment(line.productSlug)}/${line.productId}`,
    name: line.productName,
    brand: line.brand,
    imageUrl: line.imageUrl,
    quantity: line.quantity,
    unitPrice: moneyAmount(line.unitPrice, currency),
    lineTotal: moneyAmount(lineTotal(line), currency),
    stockStatus: stockStatusOf(line.stockQuantity),
  };
}

export const cartResolvers: CartResolvers = {
  id: (view) => view.cart.id,
  region: (view) => view.cart.region,
  currency: (view) => view.cart.currency,
  itemCount: (view) => view.itemCount,
  merchants: (view) =>
    view.groups.map(
      (group): CartMerchantGroup => ({
        merchantDetails: merchantDetailsOf(group.merchant),
        lines: group.lines.map((line) => cartLineOf(line, view)),
        subtotal: moneyAmount(group.subtotal, view.cart.currency),
        deliveryCost: moneyAmount(group.deliveryCost, view.cart.currency),
        freeDeliveryThreshold: group.merchant.freeDeliveryThreshold === null ? null : moneyAmount(group.merchant.freeDeliveryThreshold, view.cart.currency),
        deliveryDays: group.merchant.deliveryDays,
      }),
    ),
  itemsTotal: (view) => moneyAmount(view.itemsTotal, view.cart.currency),
  deliveryTotal: (view) => moneyAmount(view.deliveryTotal, view.cart.currency),
  total: (view) => moneyAmount(view.total, view.cart.currency),
  maximumAmount: (view) => moneyAmount(view.maximumAmount, view.cart.currency),
  cheapestMix: async (view, _args, ctx) => {
    const buyable = await readBuyableOffers(ctx.db, view.cart.region, [...new Set(view.lines.map((line) => line.productId))]);
    const plan = planCheapestMix(view, buyable);
    if (!plan) return null;
    const { currency } = view.cart;
    return {
      total: moneyAmount(plan.total, currency),
      saving: moneyAmount(plan.saving, currency),
      changes: plan.moves.map((move) => ({
        productId: String(move.line.productId),
        name: move.line.productName,
        fromOfferId: String(move.line.offerId),
        fromMerchant: merchantDetailsOf(move.line.merchant),
        toOfferId: String(move.to.offerId),
        toMerchant: merchantDetailsOf(move.to.merchant),
        quantity: move.line.quantity,
      })),
    };
  },
};

/** A cart for embedding elsewhere (the native app, a shared link): one entry per line, unit prices. */
function embeddedCartOf(view: CartView, sandboxUrl: string): EmbeddedCart {
  return {
    id: view.cart.id,
    products: view.lines.map((line) => ({
      url: absoluteOfferUrl(line.offerUrl, sandboxUrl),
      quantity: line.quantity,
      name: line.productName,
      brand: line.brand,
      imageUrl: line.imageUrl,
      price: minorToDecimal(line.unitPrice),
      // No discounts exist yet; a discounted line will carry its reduced unit price here.
      discountPrice: null,
      currency: view.cart.currency,
      store: line.merchant.title,
    })),
  };
}

export const cartQueryResolvers: QueryResolvers = {
  cart: async (_root, { id }, ctx) => cartViewFor(ctx.db, id, await userIdOf(ctx)),
  embeddedCart: async (_root, { id }, ctx) => {
    const view = await cartViewFor(ctx.db, id, await userIdOf(ctx));
    return view ? embeddedCartOf(view, ctx.sandboxUrl) : null;
  },
};

export const cartMutationResolvers: MutationResolvers = {
  cartAddOffer: (_root, { cartId, region, offerId, quantity }, ctx) =>
    cartPayload(ctx, 'cartAddOffer', cartId, (userId) => addOffer(ctx.db, userId, { cartId, region, offerId, quantity })),
  cartSetLineQuantity: (_root, { cartId, lineId, quantity }, ctx) =>
    cartPayload(ctx, 'cartSetLineQuantity', cartId, (userId) => setLineQuantity(ctx.db, userId, { cartId, lineId, quantity })),
  cartRemoveLine: (_root, { cartId, lineId }, ctx) => cartPayload(ctx, 'cartRemoveLine', cartId, (userId) => removeLine(ctx.db, userId, { cartId, lineId })),
  cartClear: (_root, { cartId }, ctx) => cartPayload(ctx, 'cartClear', cartId, (userId) => clearCart(ctx.db, userId, cartId)),
  cartApplyCheapestMix: (_root, { cartId }, ctx) => cartPayload(ctx, 'cartApplyCheapestMix', cartId, (userId) => applyCheapestMix(ctx.db, userId, cartId)),
  cartClaim: async (_root, { cartId }, ctx) => {
    const user = await ctx.requireUser();
    // The signed-out cart is gone once merged: the answer shows the shopper's cart, never the named one.
    return cartPayload(ctx, 'cartClaim', null, () => claimCart(ctx.db, user.id, cartId));
  },
};
