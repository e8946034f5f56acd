import { data, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { loadMessages } from '@kori/i18n/server';
import {
  requestContext as platformRequestContext,
  sessionService,
  type SessionService,
  type StorefrontRequestContext,
} from '@kori/shell/server';
import { z } from 'zod';
import type { MyOrdersData, OrderDetailsData } from '../pages/orders-data';

export interface OrdersLoaderDeps {
  requestContext(context: AppLoadContext): StorefrontRequestContext;
  /** The platform's session service: order pages are for signed-in shoppers only. */
  session: SessionService;
  messages(ctx: StorefrontRequestContext): Record<string, string>;
}

export const defaultOrdersLoaderDeps: OrdersLoaderDeps = {
  requestContext: platformRequestContext,
  session: sessionService,
  messages: (ctx) => loadMessages(ctx.locale),
};

/** "My orders | Kori": the page's name and the site's, like every other page. */
function pageTitle(messages: Record<string, string>, key: string): string {
  const page = messages[key] ?? key;
  const site = messages['shell.siteName'] ?? 'Kori';
  return `${page} | ${site}`;
}

const orderIdSchema = z.string().min(1).max(100);

/** The loaders of /my/orders and /my/orders/:orderId (tests build their own with a fake provider). */
export function createOrdersLoaders(overrides: Partial<OrdersLoaderDeps> = {}) {
  const deps: OrdersLoaderDeps = { ...defaultOrdersLoaderDeps, ...overrides };

  /** GET /my/orders: the signed-in shopper, or a redirect to `/?login=1&returnTo=/my/orders`. */
  async function myOrdersLoader({ request, context }: LoaderFunctionArgs) {
    const ctx = deps.requestContext(context);
    const { user, headers } = await deps.session.requireUser(ctx, request);
    const messages = deps.messages(ctx);
    const body: MyOrdersData = {
      meta: { title: pageTitle(messages, 'auth.myOrders.title'), description: messages['auth.myOrders.description'] ?? '' },
      email: user.email,
    };
    return data(body, { headers });
  }

  /** GET /my/orders/:orderId: same rule as my orders. */
  async function orderDetailsLoader({ request, context, params }: LoaderFunctionArgs) {
    const ctx = deps.requestContext(context);
    const orderId = orderIdSchema.safeParse(params['orderId']);
    if (!orderId.success) throw new Response(null, { status: 404 });
    const { user, headers } = await deps.session.requireUser(ctx, request);
    const messages = deps.messages(ctx);
    const body: OrderDetailsData = {
      meta: { title: pageTitle(messages, 'auth.orderDetails.title'), description: messages['auth.myOrders.description'] ?? '' },
      email: user.email,
      orderId: orderId.data,
    };
    // No order can be found yet (order history is still to come): say so, with the status to match.
    return data(body, { status: 404, headers });
  }

  return { myOrdersLoader, orderDetailsLoader };
}
