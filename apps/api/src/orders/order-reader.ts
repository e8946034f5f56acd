/**
 * The signed-in shopper's orders, invoices and shipments, read for their owner only: every read takes
 * the requesting user's id and answers nothing (null, or an empty page) for anyone else's record.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Region } from '@kori/region';
import type { Database } from '../db/database';
import { checkoutMerchants, checkouts, invoices, merchants, orders, type CheckoutMerchantRow, type CheckoutRow, type InvoiceRow, type OrderRow } from '../db/schema';
import { addedLines } from '../checkout/checkout-totals';
import { receiptTax } from '../checkout/receipt-tax';
import type { InvoicePaymentStatus, InvoiceService } from './invoice-service';
import type { CourierService, ShipmentMilestone, TrackingEvent } from './courier-service';

export interface OrderServices {
  invoices: InvoiceService;
  couriers: CourierService;
}

export interface MerchantInfo {
  id: string;
  name: string;
  title: string;
  tosUrl: string | null;
  privacyPolicyUrl: string | null;
}

export interface OrderLineView {
  /** The offer bought (unique within the order). */
  id: string;
  productId: string;
  count: number;
  /** Unit price, minor units. */
  unitPrice: number;
  title: string;
}

export interface ShipmentSummary {
  merchantId: string;
  merchantName: string;
  reference: string | null;
  trackerId: string;
  milestone: ShipmentMilestone;
}

export interface InvoiceView {
  row: InvoiceRow;
  paymentStatus: InvoicePaymentStatus;
  balance: number;
}

export interface OrderView {
  order: OrderRow;
  region: Region;
  /** VAT included in what is owed, minor units. */
  tax: number;
  merchantCheckouts: { merchantId: string; lines: OrderLineView[] }[];
  merchants: MerchantInfo[];
  shipments: ShipmentSummary[];
  invoice: InvoiceView | null;
}

export interface ShipmentView {
  trackerId: string;
  orderId: string;
  merchantName: string;
  reference: string | null;
  milestone: ShipmentMilestone;
  relayEmail: string | null;
  events: TrackingEvent[];
  customer: { address: string; email: string | null };
}

export const MAX_PER_PAGE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const placed = (part: CheckoutMerchantRow) => part.merchantStatus === 'PERFORM_COMPLETE';

export function createOrderReader(db: Database, services: OrderServices) {
  async function merchantInfos(ids: string[]): Promise<Map<string, MerchantInfo>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: merchants.id, name: merchants.name, title: merchants.title, tosUrl: merchants.tosUrl, privacyPolicyUrl: merchants.privacyPolicyUrl })
      .from(merchants)
      .where(inArray(merchants.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function invoiceView(row: InvoiceRow): Promise<InvoiceView> {
    const state = await services.invoices.stateOf({
      id: row.id,
      totalAmount: row.totalAmount,
      currency: row.currency,
      issuedAt: row.createdAt.toISOString(),
      dueDate: row.dueDate,
    });
    // Without the service the invoice is still shown, with what is known: the amount and an unknown state.
    return state ? { row, ...state } : { row, paymentStatus: 'Unknown', balance: row.totalAmount };
  }

  /** Orders with their checkout, merchant parts, merchants, invoices and shipment states, in the given order. */
  async function views(rows: OrderRow[]): Promise<OrderView[]> {
    if (rows.length === 0) return [];
    const checkoutIds = rows.map((row) => row.checkoutId);
    const [checkoutRows, partRows, invoiceRows] = await Promise.all([
      db.select().from(checkouts).where(inArray(checkouts.id, checkoutIds)),
      db.select().from(checkoutMerchants).where(inArray(checkoutMerchants.checkoutId, checkoutIds)),
      db.select().from(invoices).where(inArray(invoices.orderId, rows.map((row) => row.id))),
    ]);
    const checkoutById = new Map<string, CheckoutRow>(checkoutRows.map((row) => [row.id, row]));
    const placedParts = partRows.filter(placed);
    const infos = await merchantInfos([...new Set(placedParts.map((part) => part.merchantId))]);
    const infoOf = (merchantId: string): MerchantInfo => infos.get(merchantId) ?? { id: merchantId, name: merchantId, title: merchantId, tosUrl: null, privacyPolicyUrl: null };
    const trackerIds = [...new Set(placedParts.flatMap((part) => (part.trackingId ? [part.trackingId] : [])))];
    const tracked = new Map(await Promise.all(trackerIds.map(async (id) => [id, await services.couriers.track(id)] as const)));
    const invoiceByOrder = new Map(await Promise.all(invoiceRows.map(async (row) => [row.orderId, await invoiceView(row)] as const)));

    return rows.map((order) => {
      const checkout = checkoutById.get(order.checkoutId);
      const parts = placedParts.filter((part) => part.checkoutId === order.checkoutId).sort((a, b) => a.merchantId.localeCompare(b.merchantId));
      return {
        order,
        region: order.region,
        tax: receiptTax(order.owedByCustomer, order.region),
        merchantCheckouts: parts.map((part) => ({
          merchantId: part.merchantId,
          lines: checkout
            ? addedLines(checkout, part).map((line) => ({ id: line.offerId, productId: line.productId, count: line.quantity, unitPrice: line.price, title: line.name }))
            : [],
        })),
        merchants: parts.map((part) => infoOf(part.merchantId)),
        shipments: parts.flatMap((part) =>
          part.trackingId
            ? [
                {
                  merchantId: part.merchantId,
                  merchantName: infoOf(part.merchantId).title,
                  reference: part.orderReference,
                  trackerId: part.trackingId,
                  milestone: tracked.get(part.trackingId)?.milestone ?? 'Pending',
                },
              ]
            : [],
        ),
        invoice: invoiceByOrder.get(order.id) ?? null,
      };
    });
  }

  return {
    /** A page of the user's orders, newest first, and how many there are in all. */
    async listForUser(userId: string, page: number, perPage: number): Promise<{ orders: OrderView[]; totalCount: number }> {
      const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { orders: await views(rows), totalCount: total?.n ?? 0 };
    },

    async orderForUser(userId: string, orderId: string): Promise<OrderView | null> {
      if (!isUuid(orderId)) return null;
      const rows = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      const [view] = await views(rows);
      return view ?? null;
    },

    async invoiceForUser(userId: string, invoiceId: string): Promise<InvoiceView | null> {
      if (!isUuid(invoiceId)) return null;
      const [row] = await db.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
      return row ? invoiceView(row) : null;
    },

    async shipmentForUser(userId: string, trackerId: string): Promise<ShipmentView | null> {
      const [found] = await db
        .select({ part: checkoutMerchants, checkout: checkouts, orderId: orders.id })
        .from(checkoutMerchants)
        .innerJoin(checkouts, eq(checkouts.id, checkoutMerchants.checkoutId))
        .innerJoin(orders, eq(orders.checkoutId, checkouts.id))
        .where(and(eq(checkoutMerchants.trackingId, trackerId), eq(orders.userId, userId)))
        .limit(1);
      if (!found || !placed(found.part)) return null;
      const [info] = (await merchantInfos([found.part.merchantId])).values();
      const tracking = await services.couriers.track(trackerId);
      const address = found.checkout.deliveryAddress;
      return {
        trackerId,
        orderId: found.orderId,
        merchantName: info?.title ?? found.part.merchantId,
        reference: found.part.orderReference,
        milestone: tracking?.milestone ?? 'Pending',
        relayEmail: tracking?.relayEmail ?? null,
        events: tracking?.events ?? [],
        customer: {
          address: [address.streetAddress, `${address.postalCode} ${address.city}`.trim()].filter(Boolean).join(', '),
          email: address.email || null,
        },
      };
    },
  };
}

export type OrderReader = ReturnType<typeof createOrderReader>;
