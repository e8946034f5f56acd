import { useEffect } from 'react';
import { track, type AnalyticsItemInput } from '@kori/analytics';
import { onCartEvent, type CartEventItem } from '@kori/cart';

function analyticsItem(item: CartEventItem): AnalyticsItemInput {
  return {
    id: item.productId,
    name: item.name,
    brand: item.brand,
    price: item.price,
    quantity: item.quantity,
    merchant: item.merchant,
    offerId: item.offerId,
  };
}

/**
 * The cart's events (cart) become analytics events (analytics): add_to_cart, remove_from_cart and view_cart.
 * The analytics runtime applies the consent rules, as for every other event. Renders nothing.
 */
export function CartAnalytics() {
  useEffect(
    () =>
      onCartEvent((event) => {
        const items = event.items.map(analyticsItem);
        if (event.type === 'add') track.addToCart({ items });
        else if (event.type === 'remove') track.removeFromCart({ items });
        else track.viewCart({ items, value: event.value });
      }),
    [],
  );
  return null;
}
