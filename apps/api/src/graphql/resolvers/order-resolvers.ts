import { z } from 'zod';
import type { Currency } from '@kori/region';
import { minorToDecimal, moneyAmount } from '../../domain/money';
import { MAX_PER_PAGE, type InvoiceView, type OrderView, type ShipmentView } from '../../orders/order-reader';
import type { ApiContext } from '../context';
import type { Invoice, Order, QueryResolvers, ShipmentDetails } from '../generated/resolvers-types';

// Ids are checked before any lookup: a malformed one finds nothing (null), it is not an error.
const idSchema = z.string().trim().min(1).max(100);
const pagingSchema = z.object({
  page: z.number().int().min(1).max(100_000).catch(1),
  perPage: z.number().int().min(1).max(MAX_PER_PAGE).catch(10),
});

export function invoiceOf(view: InvoiceView): Invoice {
  const { row } = view;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    dueDate: row.dueDate,
    paymentStatus: view.paymentStatus,
    balance: moneyAmount(view.balance, row.currency),
    totalAmount: moneyAmount(row.totalAmount, row.currency),
    purchaseId: row.purchaseId,
    bankAccount: row.bankAccount,
    paymentReference: row.paymentReference,
    receiver: row.receiver,
  };
}

export function orderOf(view: OrderView): Order {
  const { order } = view;
  const currency: Currency = order.currency;
  const amount = (minor: number) => minorToDecimal(minor);
  return {
    id: order.id,
    owedByCustomerAmount: amount(order.owedByCustomer),
    owedByCustomerCurrency: currency,
    paymentMethod: order.paymentMethod as Order['paymentMethod'],
    createdAt: order.createdAt.toISOString(),
    itemsTotalAmount: amount(order.itemsTotal),
    itemsTotalCurrency: currency,
    deliveryCostAmount: amount(order.deliveryCost),
    deliveryCostCurrency: currency,
    discountAmount: amount(order.discount),
    discountCurrency: currency,
    merchantCheckouts: view.merchantCheckouts.map((part) => ({
      merchantId: part.merchantId,
      lineItems: part.lines.map((line) => ({
        id: line.id,
        productId: line.productId,
        count: line.count,
        costCurrency: currency,
        costValue: amount(line.unitPrice),
        title: line.title,
      })),
    })),
    shipmentTracking: view.shipments.map((shipment) => ({ ...shipment })),
    invoice: view.invoice ? invoiceOf(view.invoice) : null,
    merchantDetails: view.merchants.map((merchant) => ({
      id: merchant.id,
      name: merchant.name,
      title: merchant.title,
      tos_url: merchant.tosUrl,
      privacyPolicyUrl: merchant.privacyPolicyUrl,
    })),
    tax: moneyAmount(view.tax, currency),
    region: view.region,
  };
}

export function shipmentDetailsOf(view: ShipmentView): ShipmentDetails {
  return {
    trackerId: view.trackerId,
    orderId: view.orderId,
    relayEmail: view.relayEmail,
    merchantName: view.merchantName,
    reference: view.reference,
    milestone: view.milestone,
    events: view.events.map((event) => ({ title: event.title, date: event.date, courier: event.courier, statusMilestone: event.milestone, location: event.location })),
    customer: view.customer,
  };
}

/**
 * One of the signed-in shopper's own things by id, presented for the schema: a malformed id, another
 * shopper's or an unknown one all read as null.
 */
async function ownedById<V, R>(
  ctx: ApiContext,
  rawId: string,
  find: (userId: string, id: string) => Promise<V | null>,
  present: (view: V) => R,
): Promise<R | null> {
  const user = await ctx.requireUser();
  const id = idSchema.safeParse(rawId);
  if (!id.success) return null;
  const view = await find(user.id, id.data);
  return view ? present(view) : null;
}

/** The signed-in shopper's own orders, invoices and shipments; anyone else's read as none. */
export const orderQueryResolvers: QueryResolvers = {
  async myOrders(_root, args, ctx) {
    const user = await ctx.requireUser();
    const { page, perPage } = pagingSchema.parse({ page: args.page ?? 1, perPage: args.perPage ?? 10 });
    const result = await ctx.orders.listForUser(user.id, page, perPage);
    return { orders: result.orders.map(orderOf), page, perPage, totalCount: result.totalCount };
  },
  myOrder: (_root, args, ctx) => ownedById(ctx, args.orderId, (userId, id) => ctx.orders.orderForUser(userId, id), orderOf),
  invoiceDetails: (_root, args, ctx) => ownedById(ctx, args.invoiceId, (userId, id) => ctx.orders.invoiceForUser(userId, id), invoiceOf),
  shipmentDetails: (_root, args, ctx) => ownedById(ctx, args.trackerId, (userId, id) => ctx.orders.shipmentForUser(userId, id), shipmentDetailsOf),
};
