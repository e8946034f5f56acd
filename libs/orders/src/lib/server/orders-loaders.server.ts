import type { IntlShape } from '@formatjs/intl';
import { data, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import {
  requestContext as platformRequestContext,
  requestIntl,
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
  /** The request's text formatter (the platform's, in production). */
  intl(ctx: StorefrontRequestContext): IntlShape;
}

export const defaultOrdersLoaderDeps: OrdersLoaderDeps = {
  requestContext: platformRequestContext,
  session: sessionService,
  intl: requestIntl,
};

/** "My orders | Kori": the page's name and the site's, like every other page. */
function pageMeta(intl: IntlShape, titleKey: string) {
  const title = `${intl.formatMessage({ id: titleKey })} | ${intl.formatMessage({ id: 'shell.siteName' })}`;
  return { title, description: intl.formatMessage({ id: 'auth.myOrders.description' }) };
}

const orderIdSchema = z.string().min(1).max(100);

/** The loaders of /my/orders and /my/orders/:orderId (tests build their own with a fake provider). */
export function createOrdersLoaders(overrides: Partial<OrdersLoaderDeps> = {}) {
  const deps: OrdersLoaderDeps = { ...defaultOrdersLoaderDeps, ...overrides };

  /** GET /my/orders: the signed-in shopper, or a redirect to `/?login=1&returnTo=/my/orders`. */
  async function myOrdersLoader({ request, context }: LoaderFunctionArgs) {
    const ctx = deps.requestContext(context);
    const { user, headers } = await deps.session.requireUser(ctx, request);
    const body: MyOrdersData = {
      meta: pageMeta(deps.intl(ctx), 'auth.myOrders.title'),
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
    const body: OrderDetailsData = {
      meta: pageMeta(deps.intl(ctx), 'auth.orderDetails.title'),
      email: user.email,
      orderId: orderId.data,
    };
    // No order can be found yet (order history is still to come): say so, with the status to match.
    return data(body, { status: 404, headers });
  }

  return { myOrdersLoader, orderDetailsLoader };
}
