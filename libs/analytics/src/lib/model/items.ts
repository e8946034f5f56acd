import { amountOf, sumAmounts, type MoneyInput } from './money';

/** The category hierarchy sent to analytics has at most 6 levels. */
export const MAX_CATEGORY_LEVELS = 6;

/** A product (or offer) in an analytics event. */
export interface AnalyticsItemInput {
  /** Product id. */
  id: string;
  name: string;
  brand?: string | null;
  /** Category names from the root down (e.g. ['Electronics', 'TV & video', 'Televisions']). */
  categoryPath?: readonly string[] | null;
  /** Unit price. */
  price?: MoneyInput | null;
  quantity?: number | null;
  /** Merchant (store) of the offer: GA4 `affiliation`. */
  merchant?: string | null;
  offerId?: string | null;
  variant?: string | null;
  /** Discount per unit, as an amount. */
  discount?: MoneyInput | null;
  coupon?: string | null;
  /** Position in a list. */
  index?: number | null;
}

/** A GA4 e-commerce item. `item_category6` is our own item parameter for the sixth level. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_category6?: string;
  price?: number;
  quantity?: number;
  affiliation?: string;
  item_variant?: string;
  discount?: number;
  coupon?: string;
  index?: number;
  offer_id?: string;
}

const CATEGORY_KEYS = ['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5', 'item_category6'] as const;

/**
 * The first six levels of a category path, root first, as GA4 item parameters: GA4 has item_category to
 * item_category5; the sixth goes to item_category6 (register it as a custom item dimension). Deeper levels
 * are dropped: the root-most six keep reports comparable across products.
 */
export function categoryLevels(path: readonly string[] | null | undefined): Partial<Pick<Ga4Item, (typeof CATEGORY_KEYS)[number]>> {
  const levels: Partial<Record<(typeof CATEGORY_KEYS)[number], string>> = {};
  const names = (path ?? []).map((name) => name.trim()).filter((name) => name !== '');
  CATEGORY_KEYS.forEach((key, index) => {
    const name = names[index];
    if (name !== undefined) levels[key] = name;
  });
  return levels;
}

export function toGa4Item(item: AnalyticsItemInput): Ga4Item {
  const result: Ga4Item = { item_id: item.id, item_name: item.name, ...categoryLevels(item.categoryPath) };
  if (item.brand) result.item_brand = item.brand;
  const price = amountOf(item.price);
  if (price !== null) result.price = price;
  result.quantity = item.quantity ?? 1;
  if (item.merchant) result.affiliation = item.merchant;
  if (item.variant) result.item_variant = item.variant;
  const discount = amountOf(item.discount);
  if (discount !== null) result.discount = discount;
  if (item.coupon) result.coupon = item.coupon;
  if (item.index !== null && item.index !== undefined) result.index = item.index;
  if (item.offerId) result.offer_id = item.offerId;
  return result;
}

/** Sum of price x quantity of the items (GA4 `value` when the caller does not give one). */
export function itemsValue(items: readonly Ga4Item[]): number {
  return sumAmounts(items.map((item) => (item.price ?? 0) * (item.quantity ?? 1)));
}

/** The event currency: the given one, else the first item's. */
export function currencyOf(items: readonly AnalyticsItemInput[], value?: MoneyInput | null): string | undefined {
  return value?.currency ?? items.find((item) => item.price)?.price?.currency;
}
