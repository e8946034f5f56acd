import type { ConsentLevels } from '@kori/consent-state';
import type { Region } from '@kori/i18n';
import type { AnalyticsEvent, EventPurpose } from './analytics-event';
import { currencyOf, itemsValue, toGa4Item, type AnalyticsItemInput } from './items';
import { amountOf, type MoneyInput } from './money';

/* The event model: one builder per shop concept (and per payment authentication outcome),
 * mapped to GA4's recommended e-commerce events where GA4 has one. See the README for the full table. */

export interface PageViewInput {
  path: string;
  pageType: string;
  locale?: string;
  title?: string;
}

export interface LoginStatusInput {
  loggedIn: boolean;
}

export interface ItemListInput {
  listId?: string;
  listName?: string;
  items: readonly AnalyticsItemInput[];
}

export interface ViewItemInput {
  item: AnalyticsItemInput;
}

/** Cart events: the items added, removed or in the cart; `value` defaults to the sum of price x quantity. */
export interface CartInput {
  items: readonly AnalyticsItemInput[];
  value?: MoneyInput;
}

export interface CheckoutInput extends CartInput {
  coupon?: string;
}

export interface ContactInfoInput {
  email?: string | null;
  phone?: string | null;
  /** Region whose country code a national phone number gets; defaults to the page's region. */
  region?: Region;
}

export interface ShippingInfoInput extends CheckoutInput {
  /** Delivery type or option, e.g. HOME_DELIVERY. */
  shippingTier: string;
}

export interface PaymentInfoInput extends CheckoutInput {
  /** Payment method, e.g. AVARDA_CHECKOUTV3_CARD. */
  paymentType: string;
}

export interface PurchaseInput extends CheckoutInput {
  transactionId: string;
  tax?: MoneyInput;
  shipping?: MoneyInput;
  paymentType?: string;
  email?: string | null;
  phone?: string | null;
  region?: Region;
}

export const PAYMENT_AUTHENTICATION_OUTCOMES = [
  'begin',
  'success',
  'error',
  'rejected',
  'credit_declined',
  'incorrect_address',
  'cancelled',
] as const;
export type PaymentAuthenticationOutcome = (typeof PAYMENT_AUTHENTICATION_OUTCOMES)[number];

export interface PaymentAuthenticationInput {
  outcome: PaymentAuthenticationOutcome;
  paymentType?: string;
}

export interface PriceAlertInput {
  action: 'created' | 'deleted' | 'delete_failed';
  productId?: string;
  targetPrice?: MoneyInput;
}

export interface ReferralCodeInput {
  /** shared: the shopper passed their invite on; applied: a friend's code was used in checkout. */
  action: 'shared' | 'applied';
  /** How it was shared (e.g. copy_link, native_share). */
  method?: string;
}

export interface AssistantMessageInput {
  role: 'user' | 'assistant';
  /** Length in characters; the text itself is never sent. */
  messageLength: number;
  conversationId?: string;
}

export interface ConsentUpdatedInput {
  levels: ConsentLevels;
  /** The choice before this one: a withdrawal is still sent under the consent it withdraws. */
  previous?: ConsentLevels;
}

const now = () => new Date().toISOString();

function withoutUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

function ecommerceOf({ items, value, coupon }: CheckoutInput, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const ga4Items = items.map(toGa4Item);
  return withoutUndefined({
    currency: currencyOf(items, value),
    value: amountOf(value) ?? itemsValue(ga4Items),
    coupon: coupon || undefined,
    ...extra,
    items: ga4Items,
  });
}

const STATISTICS: readonly EventPurpose[] = ['statistics'];
/** Page views and e-commerce events: analytics reports, and advertising conversions and audiences. */
const STATISTICS_OR_ADVERTISING: readonly EventPurpose[] = ['statistics', 'advertising'];

type EventParts = Omit<AnalyticsEvent, 'name' | 'occurredAt' | 'params' | 'purposes'> & {
  params?: Record<string, unknown>;
  purposes?: readonly EventPurpose[];
};

function event(name: string, parts: EventParts = {}): AnalyticsEvent {
  return { name, occurredAt: now(), ...parts, purposes: parts.purposes ?? STATISTICS, params: withoutUndefined(parts.params ?? {}) };
}

function commerceEvent(name: string, parts: EventParts): AnalyticsEvent {
  return event(name, { ...parts, purposes: STATISTICS_OR_ADVERTISING });
}

/** Keeps campaign parameters of the address (attribution) and drops the rest (may hold personal data). */
const CAMPAIGN_PARAM = /^(utm_[a-z]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid)$/;

export function pageLocationOf(href: string): string {
  const url = new URL(href);
  const kept = [...url.searchParams].filter(([name]) => CAMPAIGN_PARAM.test(name));
  const search = new URLSearchParams(kept).toString();
  return `${url.origin}${url.pathname}${search ? `?${search}` : ''}`;
}

export const buildEvent = {
  pageView: (input: PageViewInput, href?: string): AnalyticsEvent =>
    event('page_view', {
      purposes: STATISTICS_OR_ADVERTISING,
      params: {
        page_path: input.path,
        page_type: input.pageType,
        page_location: href ? pageLocationOf(href) : undefined,
        page_title: input.title,
        language: input.locale,
      },
    }),

  loginStatus: ({ loggedIn }: LoginStatusInput): AnalyticsEvent =>
    event('login_status', { params: { logged_in: loggedIn, login_status: loggedIn ? 'logged_in' : 'logged_out' } }),

  viewItemList: ({ listId, listName, items }: ItemListInput): AnalyticsEvent =>
    commerceEvent('view_item_list', {
      ecommerce: withoutUndefined({
        item_list_id: listId,
        item_list_name: listName,
        items: items.map((item, index) => toGa4Item({ index, ...item })),
      }),
    }),

  viewItem: ({ item }: ViewItemInput): AnalyticsEvent => commerceEvent('view_item', { ecommerce: ecommerceOf({ items: [item] }) }),
  addToCart: (input: CartInput): AnalyticsEvent => commerceEvent('add_to_cart', { ecommerce: ecommerceOf(input) }),
  removeFromCart: (input: CartInput): AnalyticsEvent => commerceEvent('remove_from_cart', { ecommerce: ecommerceOf(input) }),
  viewCart: (input: CartInput): AnalyticsEvent => commerceEvent('view_cart', { ecommerce: ecommerceOf(input) }),
  beginCheckout: (input: CheckoutInput): AnalyticsEvent => commerceEvent('begin_checkout', { ecommerce: ecommerceOf(input) }),

  addContactInfo: ({ email, phone, region }: ContactInfoInput): AnalyticsEvent =>
    commerceEvent('add_contact_info', { userData: { email, phone, region } }),

  addShippingInfo: (input: ShippingInfoInput): AnalyticsEvent =>
    commerceEvent('add_shipping_info', { ecommerce: ecommerceOf(input, { shipping_tier: input.shippingTier }) }),

  addPaymentInfo: (input: PaymentInfoInput): AnalyticsEvent =>
    commerceEvent('add_payment_info', { ecommerce: ecommerceOf(input, { payment_type: input.paymentType }) }),

  purchase: (input: PurchaseInput): AnalyticsEvent =>
    commerceEvent('purchase', {
      ecommerce: ecommerceOf(input, {
        transaction_id: input.transactionId,
        tax: amountOf(input.tax) ?? undefined,
        shipping: amountOf(input.shipping) ?? undefined,
        payment_type: input.paymentType,
      }),
      userData: { email: input.email, phone: input.phone, region: input.region },
    }),

  /** Each outcome is its own event (rejected, credit declined and incorrect address are distinct). */
  paymentAuthentication: ({ outcome, paymentType }: PaymentAuthenticationInput): AnalyticsEvent =>
    event(`payment_authentication_${outcome}`, { params: { payment_type: paymentType } }),

  priceAlert: ({ action, productId, targetPrice }: PriceAlertInput): AnalyticsEvent =>
    event(`price_alert_${action}`, {
      params: { product_id: productId, target_price: amountOf(targetPrice) ?? undefined, currency: targetPrice?.currency },
    }),

  /** Sharing is GA4's `share`; the code itself is never sent (it identifies the referrer). */
  referralCode: ({ action, method }: ReferralCodeInput): AnalyticsEvent =>
    action === 'shared'
      ? event('share', { params: { method, content_type: 'referral_code' } })
      : event('referral_code_applied'),

  assistantMessage: ({ role, messageLength, conversationId }: AssistantMessageInput): AnalyticsEvent =>
    event('assistant_message', { params: { message_role: role, message_length: messageLength, conversation_id: conversationId } }),

  consentUpdated: ({ levels, previous }: ConsentUpdatedInput): AnalyticsEvent =>
    event('consent_updated', {
      purposes: STATISTICS_OR_ADVERTISING,
      coveredBy: previous ? { ...previous } : undefined,
      params: {
        consent_preferences: levels.preferences ? 'granted' : 'denied',
        consent_statistics: levels.statistics ? 'granted' : 'denied',
        consent_advertising: levels.advertising ? 'granted' : 'denied',
      },
    }),
};
