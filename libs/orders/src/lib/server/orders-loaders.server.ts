import { data, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import {
  defaultSignedInLoaderDeps,
  openSignedInPage,
  signedInLoaderDeps,
  signedInPageMeta,
  type SignedInLoaderDeps,
  type SignedInPage,
} from '@kori/shell/server';
import { z } from 'zod';
import { GetInvoiceDetailsDocument, GetMyOrderDocument, ListMyOrdersDocument, ShipmentDetailsDocument } from '../../graphql/generated/graphql';
import type { InvoiceDetails, InvoicePageData, MyOrdersData, OrderDetails, OrderDetailsData, ShipmentDetails } from '../pages/orders-data';

/** Signed-in pages only: a visitor without a session is sent to the login overlay. */
export type OrdersLoaderDeps = SignedInLoaderDeps;

export const defaultOrdersLoaderDeps: OrdersLoaderDeps = defaultSignedInLoaderDeps;

/** The signed-in shopper's page, and how API calls are made with their fresh session token. */
interface Session extends SignedInPage {
  init: { headers: { authorization: string }; signal: AbortSignal };
}

/** Orders shown per page of /my/orders. */
export const ORDERS_PER_PAGE = 10;

/** "My orders | Kori": the page's name and the site's; never indexed (it is one shopper's). */
function pageMeta(session: Session, titleKey: string, values?: Record<string, string>) {
  return signedInPageMeta(session.intl, { titleKey, descriptionKey: 'auth.myOrders.description', values });
}

const orderIdSchema = z.string().trim().min(1).max(100);
const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

/** The loaders of /my/orders, /my/orders/:orderId and its printable invoice (tests build their own with a fake provider). */
export function createOrdersLoaders(overrides: Partial<OrdersLoaderDeps> = {}) {
  const deps: OrdersLoaderDeps = signedInLoaderDeps(overrides);

  /** The signed-in shopper (or the login redirect), and API calls made with their fresh session token. */
  async function signedIn(request: Request, context: AppLoadContext): Promise<Session> {
    const page = await openSignedInPage(deps, { request, context });
    const init = { headers: { authorization: `Bearer ${page.sessionJwt}` }, signal: request.signal };
    return { ...page, init };
  }

  async function orderWithInvoice(session: Session, orderId: string): Promise<{ order: OrderDetails | null; invoice: InvoiceDetails | null }> {
    const { myOrder: order } = await session.ctx.graphql.request(GetMyOrderDocument, { orderId }, session.init);
    if (!order?.invoice) return { order: order ?? null, invoice: null };
    const { invoiceDetails } = await session.ctx.graphql.request(GetInvoiceDetailsDocument, { invoiceId: order.invoice.id }, session.init);
    return { order, invoice: invoiceDetails ?? null };
  }

  /** Each tracker's details; one that cannot be read is left out (the order still shows its milestone). */
  async function shipmentsOf(session: Session, order: OrderDetails): Promise<ShipmentDetails[]> {
    const read = await Promise.all(
      order.shipmentTracking.map(async (tracking) => {
        try {
          return (await session.ctx.graphql.request(ShipmentDetailsDocument, { trackerId: tracking.trackerId }, session.init)).shipmentDetails ?? null;
        } catch (error) {
          session.ctx.logger.warn('orders.shipment.failed', { trackerId: tracking.trackerId, error: String(error) });
          return null;
        }
      }),
    );
    return read.filter((shipment): shipment is ShipmentDetails => shipment !== null);
  }

  /** GET /my/orders?page=N: a page of the shopper's orders, newest first, or a redirect to `/?login=1&returnTo=…`. */
  async function myOrdersLoader({ request, context }: LoaderFunctionArgs) {
    const session = await signedIn(request, context);
    const page = pageSchema.parse(new URL(request.url).searchParams.get('page') ?? undefined);
    const { myOrders } = await session.ctx.graphql.request(ListMyOrdersDocument, { page, perPage: ORDERS_PER_PAGE }, session.init);
    const body: MyOrdersData = {
      meta: pageMeta(session, 'auth.myOrders.title'),
      email: session.user.email,
      orders: myOrders.orders,
      page: myOrders.page,
      perPage: myOrders.perPage,
      totalCount: myOrders.totalCount,
    };
    return data(body, { headers: session.headers });
  }

  /** GET /my/orders/:orderId: the order with its invoice and shipment timelines; 404 when the account has no such order. */
  async function orderDetailsLoader({ request, context, params }: LoaderFunctionArgs) {
    const orderId = orderIdSchema.safeParse(params['orderId']);
    if (!orderId.success) throw new Response(null, { status: 404 });
    const session = await signedIn(request, context);
    const { order, invoice } = await orderWithInvoice(session, orderId.data);
    const body: OrderDetailsData = {
      meta: pageMeta(session, 'auth.orderDetails.title'),
      email: session.user.email,
      orderId: orderId.data,
      order,
      invoice,
      shipments: order ? await shipmentsOf(session, order) : [],
    };
    return data(body, { status: order ? 200 : 404, headers: session.headers });
  }

  /** GET /my/orders/:orderId/invoice: the printable invoice; 404 when the order or its invoice is not the shopper's. */
  async function invoiceLoader({ request, context, params }: LoaderFunctionArgs) {
    const orderId = orderIdSchema.safeParse(params['orderId']);
    if (!orderId.success) throw new Response(null, { status: 404 });
    const session = await signedIn(request, context);
    const { order, invoice } = await orderWithInvoice(session, orderId.data);
    if (!order || !invoice) throw new Response(null, { status: 404, headers: session.headers });
    const body: InvoicePageData = {
      meta: pageMeta(session, 'orders.invoice.title', { orderNumber: invoice.orderNumber }),
      order,
      invoice,
    };
    return data(body, { headers: session.headers });
  }

  return { myOrdersLoader, orderDetailsLoader, invoiceLoader };
}
