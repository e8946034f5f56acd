import type { CommerceItem } from '@kori/shell';
import type { GetCheckoutCartQuery } from '../../graphql/generated/graphql';
import type { InitiatedCheckoutView } from '../processing/processing-data';
import type { CompletedCheckoutView } from '../success/success-data';

type Cart = NonNullable<GetCheckoutCartQuery['cart']>;

/** The cart's lines as analytics items (begin_checkout). */
export function cartItems(cart: Cart): CommerceItem[] {
  return cart.merchants.flatMap((merchant) =>
    merchant.lines.map((line) => ({
      id: line.productId,
      name: line.name,
      price: line.unitPrice,
      quantity: line.quantity,
      merchant: merchant.merchantDetails.title,
      offerId: line.offerId,
    })),
  );
}

/** The lines the merchants' carts hold (add_shipping_info). */
export function checkoutItems(checkout: InitiatedCheckoutView): CommerceItem[] {
  const merchants = new Map(checkout.currentProgress.map((progress) => [progress.merchantDetails.id, progress.merchantDetails.title]));
  return checkout.lines
    .filter((line) => line.status === 'ADDED')
    .map((line) => ({
      id: line.productId,
      name: line.name,
      price: line.unitPrice,
      quantity: line.quantity,
      merchant: merchants.get(line.merchantId) ?? null,
      offerId: line.offerId,
    }));
}

/** What was bought: the products of every merchant that took its order (purchase). */
export function purchasedItems(checkout: CompletedCheckoutView, productNames: Record<string, string>): CommerceItem[] {
  return checkout.merchantSummaries
    .filter((summary) => summary.merchantStatus === 'PERFORM_COMPLETE')
    .flatMap((summary) =>
      summary.resultProducts.map((product) => ({
        id: product.offerId,
        name: productNames[product.offerId] ?? product.offerId,
        price: product.priceWithBenefit ?? product.price,
        quantity: product.count,
        merchant: summary.merchantDetails.title,
        offerId: product.offerId,
      })),
    );
}
