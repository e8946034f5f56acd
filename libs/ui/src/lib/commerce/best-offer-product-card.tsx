import { FormattedMessage } from 'react-intl';
import { useFormatMoney, type MoneyAmount } from './money';
import { cardProductOf, ProductCard, type ProductCardReduction, type ProductIdentity } from './product-card';

/** A product as a listing selects it: what names it, how many offers it has, and its best offer in the region. */
export interface BestOfferProduct extends ProductIdentity {
  offerCount: number;
  /** The offer with the lowest total (item + delivery) in the region; null when there is none. */
  bestOffer: { price: MoneyAmount; totalPrice: MoneyAmount } | null;
}

/** The listing's own words on the card: ids of its messages and the class of its secondary lines. */
export interface BestOfferCardTexts {
  /** The best total; gets `price` (the formatted amount, emphasised). */
  bestTotalId: string;
  /** Shown instead of the best total when the product has no offer in the region. */
  noOffersId: string;
  /** How many offers or shops; gets `count`. */
  offerCountId: string;
  /** The class of the secondary lines (no offers, offer count). */
  mutedClassName: string;
  /** The class of the emphasised amount, if the listing styles it. */
  priceClassName?: string;
}

export interface BestOfferProductCardProps {
  product: BestOfferProduct;
  texts: BestOfferCardTexts;
  imagePriority?: boolean;
  /** Set when the best offer is a reduction (see `ProductCard`). */
  reduction?: ProductCardReduction | null;
}

/**
 * A product in a category or search listing: its best total price (item + delivery) in the region, or that
 * it has none, and how many offers it has. A campaign's price with benefit is based on the best offer.
 */
export function BestOfferProductCard({ product, texts, imagePriority = false, reduction = null }: BestOfferProductCardProps) {
  const formatMoney = useFormatMoney();
  const { bestOffer } = product;
  return (
    <ProductCard
      product={cardProductOf(product)}
      imagePriority={imagePriority}
      benefitBase={bestOffer ? { itemPrice: bestOffer.price, shownPrice: bestOffer.totalPrice } : null}
      price={
        bestOffer ? (
          <p className="kori-catalog-card__price">
            <FormattedMessage
              id={texts.bestTotalId}
              values={{ price: <strong className={texts.priceClassName}>{formatMoney(bestOffer.totalPrice)}</strong> }}
            />
          </p>
        ) : (
          <p className={texts.mutedClassName}>
            <FormattedMessage id={texts.noOffersId} />
          </p>
        )
      }
      reduction={reduction}
    >
      <p className={texts.mutedClassName}>
        <FormattedMessage id={texts.offerCountId} values={{ count: product.offerCount }} />
      </p>
    </ProductCard>
  );
}
