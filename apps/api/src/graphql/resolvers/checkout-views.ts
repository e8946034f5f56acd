/**
 * A stored checkout as the schema shows it: the initiated checkout (progress, lines, summary,
 * problems) and the completed one (orders per merchant, totals with the receipt's tax).
 */
import type { Currency } from '@kori/region';
import type { DeliveryAddressValue } from '../../checkout/checkout-records';
import type { CheckoutRecord } from '../../checkout/checkout-store';
import type { HeldDiscount } from '../../coupons/checkout-coupons';
import { discountedTotals, type CouponPricing } from '../../coupons/coupon-pricing';
import { addedLines, buyableParts, partTotals } from '../../checkout/checkout-totals';
import { chooseDeliveryOption, type DeliveryOptionTemplate } from '../../checkout/delivery-choice';
import { receiptTax } from '../../checkout/receipt-tax';
import { moneyAmount } from '../../domain/money';
import type { MerchantRow } from '../../db/schema';
import type { MerchantDeliveryOption } from '../../merchant-shops/merchant-shop-port';
import type {
  CheckoutErrorType,
  CheckoutLine,
  CompletedCheckout,
  DeliveryOption,
  InitiatedCheckout,
  MerchantDelivery,
  MerchantDetails,
  MerchantSummary,
  OrderTotals,
} from '../generated/resolvers-types';
import { absoluteOfferUrl } from './offer-resolvers';

type Part = CheckoutRecord['merchants'][number];

export interface InitiatedViewArgs {
  deliveryOptionTemplate: DeliveryOptionTemplate;
  couponCode: string | null;
  deliveryOptions: { merchantId: string; deliveryOptionId: string }[];
  sandboxUrl: string;
  /** The typed coupon code priced against this checkout (null without one). */
  coupon?: CouponPricing | null;
}

export function merchantDetails(merchant: MerchantRow): MerchantDetails {
  return { id: merchant.id, name: merchant.name, title: merchant.title, tos_url: merchant.tosUrl, privacyPolicyUrl: merchant.privacyPolicyUrl };
}

function deliveryOption(option: MerchantDeliveryOption, currency: Currency): DeliveryOption {
  return { id: option.id, merchantDescription: option.description, type: option.type, cost: moneyAmount(option.cost, currency) };
}

/** Totals with a discount: the shopper owes less; the merchant is paid less only when it bears the discount. */
function orderTotals(itemsTotal: number, deliveryCost: number, currency: Currency, discount: { amount: number; paidBy: 'KORI' | 'MERCHANT' } | null = null): OrderTotals {
  const { owedByCustomer, paidToMerchant } = discountedTotals(itemsTotal + deliveryCost, discount);
  return {
    itemsTotal: moneyAmount(itemsTotal, currency),
    deliveryCost: moneyAmount(deliveryCost, currency),
    owedByCustomer: moneyAmount(owedByCustomer, currency),
    paidToMerchant: moneyAmount(paidToMerchant, currency),
  };
}

/** The option a merchant's part uses: the one placed with, else the shopper's pick, else the template's. */
function selectedOption(part: Part, args: Pick<InitiatedViewArgs, 'deliveryOptionTemplate' | 'deliveryOptions'>): MerchantDeliveryOption | null {
  const options = part.deliveryOptions ?? [];
  const picked = part.chosenDeliveryOptionId ?? args.deliveryOptions.find((choice) => choice.merchantId === part.merchantId)?.deliveryOptionId;
  return chooseDeliveryOption(options, args.deliveryOptionTemplate, picked);
}

export function initiatedCheckoutView(record: CheckoutRecord, args: InitiatedViewArgs): InitiatedCheckout {
  const { checkout } = record;
  const currency = checkout.currency;
  const partOf = new Map(record.merchants.map((part) => [part.merchantId, part]));

  const lines: CheckoutLine[] = checkout.lines.map((line) => {
    const part = partOf.get(line.merchantId);
    const outcome = part?.lineOutcomes[line.offerId];
    // An agent that finished without reaching the line (its shop refused earlier) never will.
    const status = outcome ? outcome.status : part?.step === 'DONE' ? 'FAILED' : 'PENDING';
    return {
      offerId: line.offerId,
      productId: line.productId,
      merchantId: line.merchantId,
      name: line.name,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      unitPrice: moneyAmount(outcome?.status === 'ADDED' ? (outcome.shopUnitPrice ?? line.unitPrice) : line.unitPrice, currency),
      status,
      errorType: outcome?.status === 'FAILED' ? outcome.errorType : null,
    };
  });

  const currentProgress = record.merchants.map((part) => ({
    merchantDetails: merchantDetails(part.merchant),
    progress: { numberAdded: part.numberAdded, totalToAdd: part.totalToAdd },
    numberOfProducts: checkout.lines.filter((line) => line.merchantId === part.merchantId).reduce((sum, line) => sum + line.quantity, 0),
    numberFound: part.numberFound,
  }));

  const coupon = args.coupon ?? null;
  const discount = coupon?.ok ? coupon.discount : null;
  const base = {
    id: checkout.id,
    checkoutStatus: checkout.status,
    region: checkout.region,
    deliveryAddress: checkout.deliveryAddress,
    currentProgress,
    lines,
    discounts: discount
      ? [
          {
            title: discount.title,
            couponCodeCode: discount.code,
            discountedProductId: discount.discountedProductId,
            discountAmount: moneyAmount(discount.amount, currency),
            discountedProductPrice: discount.discountedProductPrice === null ? null : moneyAmount(discount.discountedProductPrice, currency),
          },
        ]
      : [],
    couponCodeErrors: coupon && !coupon.ok ? [{ couponCodeCode: coupon.code, errorType: coupon.errorType }] : [],
  };
  // The summary appears once every agent is done.
  if (checkout.status === 'INITIATED') return { ...base, summary: null };

  const buyable = new Set(buyableParts(record.merchants));
  let itemsTotal = 0;
  let deliveryCost = 0;
  let totalProductCount = 0;
  const delivery: MerchantDelivery[] = [];
  for (const part of record.merchants) {
    if (part.errorType) {
      delivery.push({ __typename: 'DeliveryProblem', merchantDetails: merchantDetails(part.merchant), errorType: part.errorType as never });
      continue;
    }
    if (!buyable.has(part)) continue;
    const totals = partTotals(checkout, part);
    const selected = selectedOption(part, args);
    itemsTotal += totals.itemsTotal;
    totalProductCount += totals.productCount;
    deliveryCost += selected?.cost ?? 0;
    delivery.push({
      __typename: 'DeliverySummary',
      merchantDetails: merchantDetails(part.merchant),
      deliveryOptions: (part.deliveryOptions ?? []).map((option) => deliveryOption(option, currency)),
      selectedDeliveryOption: selected ? deliveryOption(selected, currency) : null,
      deliveryDescription: selected?.description ?? null,
    });
  }

  const productErrors = checkout.lines.flatMap((line) => {
    const outcome = partOf.get(line.merchantId)?.lineOutcomes[line.offerId];
    return outcome?.status === 'FAILED' ? [{ errorType: outcome.errorType, offerUrl: absoluteOfferUrl(line.offerUrl, args.sandboxUrl) }] : [];
  });
  const merchantErrors = record.merchants
    .filter((part) => part.errorType)
    .map((part) => ({ merchantDetails: merchantDetails(part.merchant), errorType: part.errorType as never }));
  const checkoutErrors: { errorType: CheckoutErrorType }[] = [];
  if (checkout.status === 'FAILED') {
    const found = record.merchants.some((part) => Object.values(part.lineOutcomes).some((outcome) => outcome.found));
    checkoutErrors.push({ errorType: found ? 'FAILED_CHECKOUT' : 'NO_PRODUCTS_FOUND' });
  }

  return {
    ...base,
    summary: {
      totalProductCount,
      totalCosts: orderTotals(itemsTotal, deliveryCost, currency, discount),
      delivery,
      productErrors,
      merchantErrors,
      checkoutErrors,
    },
  };
}

/** The billing address is the delivery address without its contact details. */
function billingAddress(address: DeliveryAddressValue) {
  return { firstName: address.firstName, lastName: address.lastName, streetAddress: address.streetAddress, postalCode: address.postalCode, city: address.city };
}

export function completedCheckoutView(record: CheckoutRecord, userReferralCode: string | null, held: HeldDiscount | null = null): CompletedCheckout {
  const { checkout, order } = record;
  const currency = checkout.currency;
  // Once perform started, the merchants asked to place orders; before, those that could.
  const performing = record.merchants.filter((part) => part.merchantStatus !== null);
  const parts = performing.length > 0 ? performing : buyableParts(record.merchants);
  const merchantSummaries: MerchantSummary[] = parts.map((part) => {
    const lines = addedLines(checkout, part);
    const option = (part.deliveryOptions ?? []).find((candidate) => candidate.id === part.chosenDeliveryOptionId) ?? null;
    const itemsTotal = part.itemsTotal ?? partTotals(checkout, part).itemsTotal;
    const delivery = part.deliveryCost ?? option?.cost ?? 0;
    const share = held ? { amount: held.merchantShares[part.merchantId] ?? 0, paidBy: held.paidBy } : null;
    return {
      merchantDetails: merchantDetails(part.merchant),
      merchantStatus: part.merchantStatus ?? checkout.status,
      merchantTotalCosts: orderTotals(itemsTotal, delivery, currency, share),
      deliveryDescription: option?.description ?? null,
      deliveryOption: option ? deliveryOption(option, currency) : null,
      resultProducts: lines.map((line) => ({
        offerId: line.offerId,
        count: line.quantity,
        price: moneyAmount(line.price, currency),
        ...productBenefit(line, held, currency),
      })),
    };
  });
  const placed = record.merchants.filter((part) => part.merchantStatus === 'PERFORM_COMPLETE');
  const counted = order ? placed : parts;
  const itemsTotal = order?.itemsTotal ?? counted.reduce((sum, part) => sum + (part.itemsTotal ?? partTotals(checkout, part).itemsTotal), 0);
  const deliveryCost = order?.deliveryCost ?? counted.reduce((sum, part) => sum + (part.deliveryCost ?? 0), 0);
  const discount = order ? order.discount : Math.min(held?.discountAmount ?? 0, itemsTotal + deliveryCost);
  const { owedByCustomer: owed, paidToMerchant } = discountedTotals(itemsTotal + deliveryCost, held ? { amount: discount, paidBy: held.paidBy } : null);
  return {
    checkoutStatus: checkout.status,
    deliveryAddress: checkout.deliveryAddress,
    billingAddress: billingAddress(checkout.deliveryAddress),
    totalProductCount: counted.reduce((sum, part) => sum + partTotals(checkout, part).productCount, 0),
    orderTotalCosts: {
      itemsTotal: moneyAmount(itemsTotal, currency),
      deliveryCost: moneyAmount(deliveryCost, currency),
      discount: moneyAmount(discount, currency),
      owedByCustomer: moneyAmount(owed, currency),
      paidToMerchant: moneyAmount(paidToMerchant, currency),
      tax: moneyAmount(receiptTax(owed, checkout.region), currency),
    },
    orderId: order?.id ?? null,
    paymentMethod: (checkout.paymentMethod as CompletedCheckout['paymentMethod']) ?? null,
    discounts: held
      ? [
          {
            couponCodeCode: held.code,
            discountedProductId: held.discountedProductId,
            discountedProductPrice: held.discountedProductPrice === null ? null : moneyAmount(held.discountedProductPrice, currency),
            discountAmount: moneyAmount(discount, currency),
            referral: held.referrerUserId !== null,
          },
        ]
      : [],
    merchantSummaries,
    userReferralCode,
  };
}

/** A product a coupon reduced: one unit's price with the benefit, and the benefit. */
function productBenefit(line: { productId: string; price: number }, held: HeldDiscount | null, currency: Currency) {
  if (!held?.discountedProductId || held.discountedProductId !== line.productId) return { priceWithBenefit: null, benefitAmount: null };
  return { priceWithBenefit: moneyAmount(line.price - held.discountAmount, currency), benefitAmount: moneyAmount(held.discountAmount, currency) };
}
