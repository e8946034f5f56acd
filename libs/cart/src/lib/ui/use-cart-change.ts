import { useFetcher } from '@remix-run/react';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { reportCommerceEvent } from '@kori/shell';
import { cartChangeEvents } from '../events/cart-commerce-events';
import { CART_ACTION_PATH, type CartActionData, type CartIntent } from '../model/cart-form';
import { applyCartChangeAtom, cartAnnouncementAtom, cartAtom, pendingAddedItemsAtom } from '../state/cart-atoms';
import { useCartErrorText } from './use-cart-error-text';

export type CartChangeFields = { intent: CartIntent } & Record<string, string>;

const OUTCOME_TEXT: Partial<Record<CartIntent, string>> = {
  add: 'cart.outcome.added',
  'apply-cheapest-mix': 'cart.outcome.mixApplied',
};

/**
 * One cart control's connection to the cart action (a Remix fetcher): posts a change with `js=1`, and when
 * the answer comes, makes its cart the known cart, announces the outcome, reports addToCart and removeFromCart
 * (the shell's commerce events) and releases the items the badge counted ahead (`countAhead`).
 * `fetcher.Form` posts without JavaScript too.
 */
export function useCartChange(key: string) {
  const fetcher = useFetcher<CartActionData>({ key });
  const store = useStore();
  const intl = useIntl();
  const errorText = useCartErrorText();
  const applyChange = useSetAtom(applyCartChangeAtom);
  const announce = useSetAtom(cartAnnouncementAtom);
  const handled = useRef<CartActionData | undefined>(fetcher.data);
  // Items the badge shows before the answer; given back when it comes (or when the control goes away).
  const countedAhead = useRef(0);
  const addedQuantity = useRef(1);

  const release = useCallback(() => {
    if (countedAhead.current === 0) return;
    store.set(pendingAddedItemsAtom, (count) => Math.max(0, count - countedAhead.current));
    countedAhead.current = 0;
  }, [store]);

  useEffect(() => release, [release]);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle' || handled.current === result) return;
    handled.current = result;
    const before = store.get(cartAtom);
    release();
    applyChange(result);
    const [error] = result.errors;
    const outcome = result.intent ? OUTCOME_TEXT[result.intent] ?? 'cart.outcome.updated' : 'cart.outcome.updated';
    announce(error ? errorText(error) : intl.formatMessage({ id: outcome }));
    // After the change is applied: listeners that read the cart (the native host bridge) see the new one.
    for (const event of cartChangeEvents(before, result, addedQuantity.current)) reportCommerceEvent(event);
  }, [fetcher.data, fetcher.state, store, release, applyChange, announce, errorText, intl]);

  /** Counts `quantity` items on the badge at once (an add on its way); call as the form is sent. */
  const countAhead = useCallback(
    (quantity: number) => {
      addedQuantity.current = quantity;
      countedAhead.current += quantity;
      store.set(pendingAddedItemsAtom, (count) => count + quantity);
    },
    [store],
  );

  const submit = useCallback(
    (fields: CartChangeFields) => {
      fetcher.submit({ ...fields, js: '1' }, { method: 'post', action: CART_ACTION_PATH });
    },
    [fetcher],
  );

  return { fetcher, submit, countAhead, busy: fetcher.state !== 'idle', result: fetcher.state === 'idle' ? fetcher.data : undefined };
}
