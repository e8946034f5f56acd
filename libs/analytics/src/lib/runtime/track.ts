import type { buildEvent } from '../model/events';

/* The typed `track` API. Deliberately light (it is in every page's first JavaScript): a call is only
 * recorded here, with the moment and the page it happened on; the event model that turns it into an
 * AnalyticsEvent loads with the runtime (track-call.ts, analytics-engine.ts), only when consent allows. */

type Builders = typeof buildEvent;
export type TrackMethod = keyof Builders;

/** One `track.*` call, as it happened: built into an AnalyticsEvent by buildTrackedEvent (track-call.ts). */
export interface TrackCall {
  method: TrackMethod;
  input: unknown;
  /** ISO timestamp of the call: the event's occurredAt, however late it is built. */
  occurredAt: string;
  /** The address of the page the call was made on (page_location of page views). */
  href: string;
}

/** Where `track` hands its calls: the deferred runtime of AnalyticsRoot, or a runtime installed directly. */
export interface TrackSink {
  send(call: TrackCall): void;
}

/** Calls made before AnalyticsRoot installs its sink (a page's first effects) wait, up to this many. */
const MAX_EARLY_EVENTS = 50;

// Browser-only: installed by AnalyticsRoot from an effect; on the server `track` does nothing.
let sink: TrackSink | null = null;
let early: TrackCall[] = [];

export function installTrackSink(next: TrackSink): () => void {
  sink = next;
  const waiting = early;
  early = [];
  waiting.forEach((call) => next.send(call));
  return () => {
    if (sink === next) sink = null;
  };
}

/** Calls a sink took but could not deliver (it went away before its runtime loaded) go to the next one, first. */
export function returnTrackCalls(calls: readonly TrackCall[]): void {
  if (sink) calls.forEach((call) => sink?.send(call));
  else early = [...calls, ...early].slice(0, MAX_EARLY_EVENTS);
}

type TrackApi = { [K in TrackMethod]: (input: Parameters<Builders[K]>[0]) => void };

const METHODS: readonly TrackMethod[] = [
  'pageView',
  'loginStatus',
  'viewItemList',
  'viewItem',
  'addToCart',
  'removeFromCart',
  'viewCart',
  'beginCheckout',
  'addContactInfo',
  'addShippingInfo',
  'addPaymentInfo',
  'purchase',
  'paymentAuthentication',
  'priceAlert',
  'referralCode',
  'assistantMessage',
  'consentUpdated',
];

const recorder =
  (method: TrackMethod) =>
  (input: unknown): void => {
    if (typeof window === 'undefined') return;
    try {
      const call: TrackCall = { method, input, occurredAt: new Date().toISOString(), href: window.location.href };
      if (sink) sink.send(call);
      else if (early.length < MAX_EARLY_EVENTS) early.push(call);
    } catch (error) {
      console.warn('Analytics event could not be recorded', error);
    }
  };

/**
 * The typed analytics API for features: `track.addToCart({ items })`, `track.purchase({...})`, ...
 * Safe to call anywhere: it never throws, does nothing on the server, and sends only what consent allows.
 */
export const track = Object.fromEntries(METHODS.map((method) => [method, recorder(method)])) as TrackApi;
