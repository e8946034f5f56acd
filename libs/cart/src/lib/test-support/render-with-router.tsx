// Test-only: renders cart UI the way the storefront does (intl, a Jotai store of its own, a data router)
// whose /cart action records each post and answers in turn (through the client action, as in the app).
import type { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { Outlet, type ActionFunctionArgs } from 'react-router-dom';
import type { Locale } from '@kori/i18n';
import { answersInTurn, postedFields, renderInDataRouter } from '@kori/shell/testing';
import { cartClientAction } from '../ui/cart-client-action';

export interface CartPost {
  fields: Record<string, string>;
}

export interface RenderCartOptions {
  url?: string;
  locale?: Locale;
  /** The server action's answers, in order; an Error is thrown instead (a lost connection). */
  answers?: unknown[];
  store?: ReturnType<typeof createStore>;
}

export function renderWithRouter(ui: ReactElement, options: RenderCartOptions = {}) {
  const posts: CartPost[] = [];
  const nextAnswer = answersInTurn(options.answers);
  // Lets a test see the optimistic state: the answer waits until release() is called.
  let pending: Array<() => void> = [];
  let holding = false;
  const serverAction = async ({ request }: ActionFunctionArgs) => {
    posts.push({ fields: await postedFields(request) });
    if (holding) await new Promise<void>((resolve) => pending.push(resolve));
    return nextAnswer();
  };
  const view = renderInDataRouter(
    [
      { path: '/', element: <>{ui}<Outlet /></>, children: [{ path: '*', element: null }] },
      {
        path: '/cart',
        action: (args: ActionFunctionArgs) =>
          cartClientAction({ ...args, params: {}, serverAction: async <T,>() => (await serverAction(args)) as T }),
      },
    ],
    { url: options.url, locale: options.locale, store: options.store },
  );
  return {
    ...view,
    posts,
    /** Holds the server's answers until release(). */
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const waiting = pending;
      pending = [];
      waiting.forEach((resolve) => resolve());
    },
  };
}
