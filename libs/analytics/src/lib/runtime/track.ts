import type { AnalyticsEvent } from '../model/analytics-event';
import { buildEvent } from '../model/events';
import type { AnalyticsRuntime } from './analytics-runtime';

/** Events tracked before AnalyticsRoot installs the runtime (a page's first effects) wait, up to this many. */
const MAX_EARLY_EVENTS = 50;

// Browser-only: installed by AnalyticsRoot from an effect; on the server `track` does nothing.
let runtime: AnalyticsRuntime | null = null;
let early: AnalyticsEvent[] = [];

export function installAnalyticsRuntime(next: AnalyticsRuntime): () => void {
  runtime = next;
  const waiting = early;
  early = [];
  waiting.forEach((event) => next.send(event));
  return () => {
    if (runtime === next) runtime = null;
  };
}

function dispatch(build: () => AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  try {
    const event = build();
    if (runtime) runtime.send(event);
    else if (early.length < MAX_EARLY_EVENTS) early.push(event);
  } catch (error) {
    console.warn('Analytics event could not be built', error);
  }
}

type Builders = typeof buildEvent;
type TrackApi = { [K in Exclude<keyof Builders, 'pageView'>]: (input: Parameters<Builders[K]>[0]) => void } & {
  pageView: (input: Parameters<Builders['pageView']>[0]) => void;
};

/**
 * The typed analytics API for features: `track.addToCart({ items })`, `track.purchase({...})`, ...
 * Safe to call anywhere: it never throws, does nothing on the server, and sends only what consent allows.
 */
export const track: TrackApi = {
  pageView: (input) => dispatch(() => buildEvent.pageView(input, window.location.href)),
  loginStatus: (input) => dispatch(() => buildEvent.loginStatus(input)),
  viewItemList: (input) => dispatch(() => buildEvent.viewItemList(input)),
  viewItem: (input) => dispatch(() => buildEvent.viewItem(input)),
  addToCart: (input) => dispatch(() => buildEvent.addToCart(input)),
  removeFromCart: (input) => dispatch(() => buildEvent.removeFromCart(input)),
  viewCart: (input) => dispatch(() => buildEvent.viewCart(input)),
  beginCheckout: (input) => dispatch(() => buildEvent.beginCheckout(input)),
  addContactInfo: (input) => dispatch(() => buildEvent.addContactInfo(input)),
  addShippingInfo: (input) => dispatch(() => buildEvent.addShippingInfo(input)),
  addPaymentInfo: (input) => dispatch(() => buildEvent.addPaymentInfo(input)),
  purchase: (input) => dispatch(() => buildEvent.purchase(input)),
  paymentAuthentication: (input) => dispatch(() => buildEvent.paymentAuthentication(input)),
  priceAlert: (input) => dispatch(() => buildEvent.priceAlert(input)),
  referralCode: (input) => dispatch(() => buildEvent.referralCode(input)),
  assistantMessage: (input) => dispatch(() => buildEvent.assistantMessage(input)),
  consentUpdated: (input) => dispatch(() => buildEvent.consentUpdated(input)),
};
