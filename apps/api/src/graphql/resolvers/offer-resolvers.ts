import { moneyAmount } from '../../domain/money';
import type { MerchantResolvers, OfferResolvers } from '../generated/resolvers-types';

/** Sandbox offers store a path; real merchants an absolute URL. */
export function absoluteOfferUrl(url: string, sandboxUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : new URL(url, sandboxUrl.endsWith('/') ? sandboxUrl : `${sandboxUrl}/`).toString();
}

export const offerResolvers: OfferResolvers = {
  id: (offer) => String(offer.id),
  merchant: (offer) => offer.merchant,
  price: (offer) => moneyAmount(offer.price, offer.currency),
  deliveryCost: (offer) => moneyAmount(offer.deliveryCost, offer.currency),
  totalPrice: (offer) => moneyAmount(offer.totalPrice, offer.currency),
  stockStatus: (offer) => offer.stockStatus,
  stockQuantity: (offer) => offer.stockQuantity,
  url: (offer, _args, ctx) => absoluteOfferUrl(offer.url, ctx.sandboxUrl),
  purchaseMode: (offer) => offer.merchant.purchaseMode,
  rankReason: (offer) => offer.rankReason,
  rank: (offer) => offer.rank,
};

export const merchantResolvers: MerchantResolvers = {
  deliveryTerms: (merchant) => ({
    deliveryCost: moneyAmount(merchant.deliveryCost, merchant.currency),
    freeDeliveryThreshold: merchant.freeDeliveryThreshold === null ? null : moneyAmount(merchant.freeDeliveryThreshold, merchant.currency),
    deliveryTypes: merchant.deliveryTypes,
    deliveryDays: merchant.deliveryDays,
  }),
};
