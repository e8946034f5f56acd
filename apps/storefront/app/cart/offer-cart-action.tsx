import { AddToCartForm } from '@kori/cart';
import type { ProductOffer } from '@kori/catalog';

/**
 * The cart's add-to-cart form for an offer Kori can sell (purchase mode KORI_CHECKOUT) that is in stock;
 * redirect-only offers keep only their "go to shop" link.
 */
export function offerCartAction(offer: ProductOffer) {
  if (offer.purchaseMode !== 'KORI_CHECKOUT' || offer.stockStatus === 'OUT_OF_STOCK') return null;
  return <AddToCartForm offerId={offer.id} merchant={offer.merchant.title} />;
}
