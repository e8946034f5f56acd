import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutProgressUpdate, followCheckoutProgress } from './checkout-progress-stream';
import type { InitiatedCheckoutView } from './processing-data';

/** A stream that sends nothing this long (a buffering proxy, a stalled connection) is given up for polling. */
export const FIRST_UPDATE_TIMEOUT_MS = 5000;

/** The GraphQL printer and the stream reader load only when a checkout is in progress. */
const followLazily: typeof followCheckoutProgress = (...args) =>
  import('./checkout-progress-stream').then(({ followCheckoutProgress: follow }) => follow(...args));

export interface LiveCheckoutProgress {
  /** A stream is open (or opening): the page need not poll. */
  streaming: boolean;
  /** The latest update, and the checkout (as the loader gave it) it improves on. */
  update: CheckoutProgressUpdate | null;
  basis: InitiatedCheckoutView | null;
}

const idle: LiveCheckoutProgress = { streaming: false, update: null, basis: null };

/**
 * Follows an INITIATED checkout's progress live over the `checkoutProgress` subscription. When an update
 * leaves INITIATED the route revalidates, so its loader renders the review. If the stream fails, is
 * refused or stays silent, `streaming` turns false and the page falls back to polling its loader.
 */
export function useLiveCheckoutProgress(
  checkout: InitiatedCheckoutView | null,
  { endpoint = '/graphql', follow = followLazily }: { endpoint?: string; follow?: typeof followCheckoutProgress } = {},
): LiveCheckoutProgress {
  const checkoutId = checkout?.checkoutStatus === 'INITIATED' ? checkout.id : null;
  const [live, setLive] = useState<LiveCheckoutProgress>(idle);
  const { revalidate } = useRevalidator();
  // Read at the time of use: `revalidate` and the loader's checkout change identity between renders.
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  const checkoutRef = useRef(checkout);
  checkoutRef.current = checkout;

  useEffect(() => {
    if (!checkoutId) return;
    const basis = checkoutRef.current;
    const controller = new AbortController();
    let current = true;
    let received = false;
    setLive({ streaming: true, update: null, basis });
    const silence = window.setTimeout(() => {
      if (!received) controller.abort();
    }, FIRST_UPDATE_TIMEOUT_MS);
    follow(
      endpoint,
      checkoutId,
      (update) => {
        received = true;
        if (!current) return;
        setLive({ streaming: true, update, basis });
        if (update.checkoutStatus !== 'INITIATED') revalidateRef.current();
      },
      controller.signal,
    )
      // Failed or ended: polling takes over (a settled checkout is being revalidated already).
      .catch(() => undefined)
      .finally(() => {
        window.clearTimeout(silence);
        if (current) setLive((previous) => ({ ...previous, streaming: false }));
      });
    return () => {
      current = false;
      window.clearTimeout(silence);
      controller.abort();
    };
  }, [checkoutId, endpoint, follow]);

  return checkoutId ? live : idle;
}

/**
 * The checkout to show: the live progress laid over the checkout it was streamed for. Once the page
 * shows other data (a polled or revalidated answer, which is newer), that data stands on its own.
 */
export function withLiveProgress(checkout: InitiatedCheckoutView | null, live: LiveCheckoutProgress): InitiatedCheckoutView | null {
  const { update, basis } = live;
  if (!checkout || !update || checkout !== basis || checkout.checkoutStatus !== 'INITIATED' || update.id !== checkout.id) return checkout;
  return { ...checkout, currentProgress: update.currentProgress };
}
