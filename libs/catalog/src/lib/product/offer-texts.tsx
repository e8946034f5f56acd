import { FormattedMessage } from 'react-intl';
import type { OfferRankReason, StockStatus } from '../../graphql/generated/graphql';
import { useFormatMoney } from '@kori/ui';
import { freeDeliveryNote } from './free-delivery';
import type { ProductOffer } from './product-data';

/** Availability in words; a low stock says how many are left. */
export function StockText({ status, quantity }: { status: StockStatus; quantity: number }) {
  switch (status) {
    case 'IN_STOCK':
      return <FormattedMessage id="catalog.offers.stock.inStock" />;
    case 'LOW_STOCK':
      return <FormattedMessage id="catalog.offers.stock.lowStock" values={{ count: quantity }} />;
    case 'OUT_OF_STOCK':
      return <FormattedMessage id="catalog.offers.stock.outOfStock" />;
  }
}

const REASON_MESSAGE: Record<OfferRankReason, string> = {
  LOWEST_TOTAL: 'catalog.offers.reason.lowestTotal',
  FREE_DELIVERY_APPLIED: 'catalog.offers.reason.freeDeliveryApplied',
  HIGHER_TOTAL: 'catalog.offers.reason.higherTotal',
  OUT_OF_STOCK_LAST: 'catalog.offers.reason.outOfStockLast',
};

/** Why an offer sits where it does in the ranking. */
export function RankReasonText({ reason }: { reason: OfferRankReason }) {
  return <FormattedMessage id={REASON_MESSAGE[reason]} />;
}

/** The merchant's free-delivery threshold: applied to this offer, or the order value it starts from. */
export function FreeDeliveryText({ offer }: { offer: Pick<ProductOffer, 'price' | 'deliveryCost' | 'merchant'> }) {
  const formatMoney = useFormatMoney();
  const note = freeDeliveryNote(offer);
  if (note.kind === 'none') return null;
  return (
    <>
      <br />
      <small className="kori-catalog-muted">
        <FormattedMessage
          id={note.kind === 'applied' ? 'catalog.offers.freeDeliveryReached' : 'catalog.offers.freeDeliveryFrom'}
          values={{ threshold: formatMoney(note.threshold) }}
        />
      </small>
    </>
  );
}
