/**
 * Checkout over GraphQL: initiate (address rules, then the merchant agents), read the initiated and
 * the completed checkout, perform; and the signed-in shopper's checkout data (latest address,
 * first-time-buyer eligibility). Inputs are checked here; business refusals are typed results.
 */
import { deliveryAddressInputSchema } from '@kori/address-rules';
import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { hasCompletedOrder, latestDeliveryAddress, type CheckoutRecord } from '../../checkout/checkout-store';
import { heldAsDiscount } from '../../coupons/checkout-coupons';
import type { CouponPricing } from '../../coupons/coupon-pricing';
import { users } from '../../db/schema';
import type { ApiContext } from '../context';
import { badUserInput } from '../errors';
import type { InitiatedCheckout, MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { completedCheckoutView, initiatedCheckoutView, type InitiatedViewArgs } from './checkout-views';

export const idSchema = z.string().check(z.minLength(1), z.maxLength(100));
const couponSchema = z.nullish(z.string().check(z.maxLength(64), z.regex(/^[\p{L}\p{N}\s_-]*$/u)));
const selectionsSchema = z.nullish(z.array(z.object({ merchantId: idSchema, deliveryOptionId: idSchema })).check(z.maxLength(100)));

export function parse<T>(schema: z.ZodMiniType<T>, value: unknown, field: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badUserInput(`Invalid ${field}`, field);
  return result.data;
}

const requesterOf = async (ctx: ApiContext): Promise<string | null> => (await ctx.user())?.id ?? null;

/**
 * The initiated checkout as the requester may see it (someone else's reads as none): what the
 * `initiatedCheckout` query and the `checkoutProgress` subscription answer.
 */
export async function readInitiatedCheckout(
  ctx: ApiContext,
  checkoutId: string,
  args: Omit<InitiatedViewArgs, 'sandboxUrl'>,
): Promise<InitiatedCheckout | null> {
  const requester = await requesterOf(ctx);
  const record = await ctx.checkout.read(checkoutId, requester);
  if (!record) return null;
  return initiatedCheckoutView(record, { ...args, sandboxUrl: ctx.sandboxUrl, coupon: await couponFor(ctx, record, args.couponCode, requester) });
}

const PERFORMED = new Set(['PERFORM', 'PERFORM_COMPLETE', 'PERFORM_FAILED']);

/**
 * The typed code priced against the checkout. Once perform started, the discount it holds is the
 * answer (the code was checked then, and the order itself may have used it up).
 */
async function couponFor(ctx: ApiContext, record: CheckoutRecord, typed: string | null, requester: string | null): Promise<CouponPricing | null> {
  if (PERFORMED.has(record.checkout.status)) {
    const held = await ctx.coupons.held(ctx.db, record.checkout.id);
    if (held) return { ok: true, discount: heldAsDiscount(held) };
  }
  if (!typed?.trim()) return null;
  return ctx.coupons.price(typed, record.checkout, record.merchants, requester);
}

export const checkoutQueryResolvers: QueryResolvers = {
  initiatedCheckout: async (_root, args, ctx) => {
    const checkoutId = parse(idSchema, args.checkoutId, 'checkoutId');
    const couponCode = parse(couponSchema, args.couponCode, 'couponCode') ?? null;
    const deliveryOptions = parse(selectionsSchema, args.deliveryOptions, 'deliveryOptions') ?? [];
    return readInitiatedCheckout(ctx, checkoutId, { deliveryOptionTemplate: args.deliveryOptionTemplate ?? 'LEAST_EXPENSIVE', couponCode, deliveryOptions });
  },

  completedCheckout: async (_root, args, ctx) => {
    const checkoutId = parse(idSchema, args.checkoutId, 'checkoutId');
    const user = await ctx.user();
    const record = await ctx.checkout.read(checkoutId, user?.id ?? null);
    if (!record) return null;
    let referralCode: string | null = null;
    if (record.checkout.userId) {
      const [owner] = await ctx.db.select({ referralCode: users.referralCode }).from(users).where(eq(users.id, record.checkout.userId));
      referralCode = owner?.referralCode ?? null;
    }
    return completedCheckoutView(record, referralCode, await ctx.coupons.held(ctx.db, record.checkout.id));
  },

  latestDeliveryAddress: async (_root, { region }, ctx) => {
    const user = await ctx.requireUser();
    return latestDeliveryAddress(ctx.db, user.id, region);
  },

  eligibleForFTB: async (_root, _args, ctx) => {
    const user = await ctx.requireUser();
    return !(await hasCompletedOrder(ctx.db, user.id));
  },
};

export const checkoutMutationResolvers: MutationResolvers = {
  initiateCheckout: async (_root, args, ctx) => {
    const cartId = parse(idSchema, args.cartId, 'cartId');
    const address = parse(deliveryAddressInputSchema(), args.deliveryAddress, 'deliveryAddress');
    const result = await ctx.checkout.initiate(cartId, address, await requesterOf(ctx));
    if (!result.ok) {
      return {
        checkout: null,
        addressErrors: result.addressErrors.map((problem) => ({ field: problem.field, code: problem.code as never })),
        cartError: result.cartError,
        checkoutErrors: result.checkoutErrors.map((errorType) => ({ errorType })),
      };
    }
    const record = await ctx.checkout.read(result.checkoutId, await requesterOf(ctx));
    return {
      checkout: record ? initiatedCheckoutView(record, { deliveryOptionTemplate: 'LEAST_EXPENSIVE', couponCode: null, deliveryOptions: [], sandboxUrl: ctx.sandboxUrl }) : null,
      addressErrors: [],
      cartError: null,
      checkoutErrors: [],
    };
  },

  performCheckout: async (_root, args, ctx) => {
    const checkoutId = parse(idSchema, args.checkoutId, 'checkoutId');
    const couponCode = parse(couponSchema, args.couponCode, 'couponCode') ?? null;
    const deliveryOptions = parse(selectionsSchema, args.deliveryOptions, 'deliveryOptions') ?? [];
    const result = await ctx.checkout.perform(
      {
        checkoutId,
        paymentMethod: args.paymentMethod,
        deliveryOptionTemplate: args.deliveryOptionTemplate ?? 'LEAST_EXPENSIVE',
        deliveryOptions,
        couponCode,
      },
      await requesterOf(ctx),
    );
    return {
      checkoutId: result.checkoutId,
      checkoutStatus: result.status,
      cartError: result.cartError,
      checkoutErrors: result.checkoutErrors.map((errorType) => ({ errorType })),
      couponCodeErrors: result.couponCodeErrors,
    };
  },
};
