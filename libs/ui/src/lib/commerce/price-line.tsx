import { FormattedMessage } from 'react-intl';
import { useFormatMoney, type MoneyAmount } from './money';

export interface PriceLineProps {
  /** A message with a `{price}` value, e.g. `catalog.price.trend90Days`. */
  messageId: string;
  /** Nothing is shown when the price is unknown. */
  amount: MoneyAmount | null | undefined;
  className?: string;
}

/** One line that states a price in words (the 30-day lowest, the 90-day trend, the total with delivery). */
export function PriceLine({ messageId, amount, className = 'kori-catalog-muted' }: PriceLineProps) {
  const formatMoney = useFormatMoney();
  if (!amount) return null;
  return (
    <p className={className}>
      <FormattedMessage id={messageId} values={{ price: formatMoney(amount) }} />
    </p>
  );
}
