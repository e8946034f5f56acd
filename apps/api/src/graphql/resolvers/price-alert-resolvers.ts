import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { languageFromGraphQL, languageOfRegion } from '@kori/region';
import { decimalToMinor, isDecimalMoney, moneyAmount, optionalMoneyAmount } from '../../domain/money';
import { PriceAlertRefused } from '../../price-alerts/price-alert-service';
import { badUserInput } from '../errors';
import type { MutationResolvers, PriceAlertResolvers, QueryResolvers } from '../generated/resolvers-types';

const idSchema = z.uuid();
const productIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
const emailSchema = z.email().max(254);
const codeSchema = z.string().regex(/^\d{6}$/);
/** Target prices up to 1 000 000.00. */
const MAX_TARGET = 100_000_000;

function refused(error: unknown): never {
  if (error instanceof PriceAlertRefused) {
    const message: Record<PriceAlertRefused['code'], string> = {
      PRODUCT_NOT_FOUND: 'No such product',
      EMAIL_REQUIRED: 'An e-mail address is required when signed out',
      NOT_FOUND: 'No such price alert',
      INVALID_CODE: 'The code is not right',
      CODE_EXPIRED: 'The code has expired; set the alert again',
      TOO_MANY_ATTEMPTS: 'Too many wrong codes; set the alert again',
      TOO_MANY_CODES: 'Too many codes sent to this address; try again later',
    };
    const code = error.code === 'NOT_FOUND' || error.code === 'PRODUCT_NOT_FOUND' ? 'NOT_FOUND' : error.code === 'TOO_MANY_CODES' ? 'RATE_LIMITED' : 'BAD_USER_INPUT';
    throw new GraphQLError(message[error.code], { extensions: { code, reason: error.code } });
  }
  throw error;
}

export const priceAlertQueryResolvers: QueryResolvers = {
  myPriceAlerts: async (_root, _args, ctx) => {
    const user = await ctx.requireUser();
    return ctx.priceAlerts.listForUser(user.id);
  },
};

export const priceAlertMutationResolvers: MutationResolvers = {
  priceAlertCreate: async (_root, args, ctx) => {
    const productId = productIdSchema.safeParse(args.productId);
    if (!productId.success) throw badUserInput('productId must be a product id', 'productId');
    const target = args.targetPrice.trim().replace(',', '.');
    if (!isDecimalMoney(target) || decimalToMinor(target) <= 0 || decimalToMinor(target) > MAX_TARGET) {
      throw badUserInput('targetPrice must be a positive amount with at most two decimals', 'targetPrice');
    }
    const user = await ctx.user();
    let email: string;
    if (user) email = user.email;
    else {
      const given = emailSchema.safeParse(args.email?.trim());
      if (!given.success) throw badUserInput('A valid e-mail address is required when signed out', 'email');
      email = given.data;
    }
    const language = args.language ? languageFromGraphQL(args.language) : (ctx.preferredLanguage ?? languageOfRegion(args.region));
    try {
      return await ctx.priceAlerts.create({ productId: productId.data, region: args.region, targetPrice: decimalToMinor(target), email, userId: user?.id ?? null, language });
    } catch (error) {
      return refused(error);
    }
  },
  priceAlertConfirm: async (_root, args, ctx) => {
    if (!idSchema.safeParse(args.id).success) throw badUserInput('id must be a price alert id', 'id');
    if (!codeSchema.safeParse(args.code.trim()).success) throw badUserInput('The code has six digits', 'code');
    try {
      return await ctx.priceAlerts.confirm(args.id, args.code.trim());
    } catch (error) {
      return refused(error);
    }
  },
  /** Whoever holds the id (the e-mail's link, the owner's account) may delete the alert. */
  priceAlertDelete: async (_root, args, ctx) => {
    if (!idSchema.safeParse(args.id).success) throw badUserInput('id must be a price alert id', 'id');
    const status = await ctx.priceAlerts.delete(args.id);
    if (status === null) throw new GraphQLError('No such price alert', { extensions: { code: 'NOT_FOUND' } });
    return { status };
  },
};

export const priceAlertResolvers: PriceAlertResolvers = {
  id: (alert) => alert.id,
  productId: (alert) => String(alert.productId),
  product: (alert, _args, ctx) => ctx.loaders.product.load(alert.productId),
  targetPrice: (alert) => moneyAmount(alert.targetPrice, alert.currency),
  lastNotifiedPrice: (alert) => optionalMoneyAmount(alert.lastNotifiedPrice, alert.currency),
  createdAt: (alert) => alert.createdAt.toISOString(),
};
