import type { Currency, Region } from '@kori/region';
import type { Database } from '../db/database';
import { checkoutMerchants, checkouts, orders, type OrderRow } from '../db/schema';
import type { CheckoutLineSnapshot, DeliveryAddressValue } from '../checkout/checkout-records';
import { issueInvoiceIfBilled } from './invoice-issue';

export interface PlacedMerchantOrder {
  merchantId: string;
  orderReference: string;
  trackingId: string;
  deliveryCost: number;
  lines: Omit<CheckoutLineSnapshot, 'merchantId' | 'currency'>[];
}

export interface PlacedOrderInput {
  userId: string;
  region: Region;
  currency: Currency;
  paymentMethod: string;
  createdAt: Date;
  deliveryAddress: DeliveryAddressValue;
  merchants: PlacedMerchantOrder[];
}

/**
 * Writes a completed checkout and its order as the checkout engine leaves them (every merchant placed),
 * with the invoice an invoice-type payment gets. For the demo data and tests: real orders come from
 * the engine.
 */
export async function recordPlacedOrder(db: Database, input: PlacedOrderInput): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const lines: CheckoutLineSnapshot[] = input.merchants.flatMap((merchant) =>
      merchant.lines.map((line) => ({ ...line, merchantId: merchant.merchantId, currency: input.currency })),
    );
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        cartId: `placed-${input.createdAt.getTime()}`,
        userId: input.userId,
        region: input.region,
        currency: input.currency,
        deliveryAddress: input.deliveryAddress,
        lines,
        status: 'PERFORM_COMPLETE',
        paymentMethod: input.paymentMethod,
        paymentReference: 'recorded',
        createdAt: input.createdAt,
        updatedAt: input.createdAt,
      })
      .returning();
    if (!checkout) throw new Error('the checkout was not written');
    let itemsTotal = 0;
    let deliveryCost = 0;
    for (const merchant of input.merchants) {
      const merchantItems = merchant.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      itemsTotal += merchantItems;
      deliveryCost += merchant.deliveryCost;
      await tx.insert(checkoutMerchants).values({
        checkoutId: checkout.id,
        merchantId: merchant.merchantId,
        step: 'DONE',
        totalToAdd: merchant.lines.length,
        numberAdded: merchant.lines.length,
        numberFound: merchant.lines.length,
        lineOutcomes: Object.fromEntries(merchant.lines.map((line) => [line.offerId, { status: 'ADDED', found: true }])),
        merchantStatus: 'PERFORM_COMPLETE',
        orderReference: merchant.orderReference,
        trackingId: merchant.trackingId,
        itemsTotal: merchantItems,
        deliveryCost: merchant.deliveryCost,
      });
    }
    const [order] = await tx
      .insert(orders)
      .values({
        checkoutId: checkout.id,
        userId: input.userId,
        region: input.region,
        currency: input.currency,
        paymentMethod: input.paymentMethod,
        itemsTotal,
        deliveryCost,
        owedByCustomer: itemsTotal + deliveryCost,
        createdAt: input.createdAt,
      })
      .returning();
    if (!order) throw new Error('the order was not written');
    await issueInvoiceIfBilled(tx, order);
    return order;
  });
}
