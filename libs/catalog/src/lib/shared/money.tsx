import { formatMoney } from '@kori/i18n';
import { useCatalogLocale } from './use-catalog-locale';

export interface MoneyProps {
  amount: { price: string; currency: string };
  className?: string;
}

/** A money amount in the shopper's locale, with the currency the API gave. */
export function Money({ amount, className }: MoneyProps) {
  const locale = useCatalogLocale();
  return (
    <data className={className} value={amount.price}>
      {formatMoney(amount, locale)}
    </data>
  );
}

/** The formatted string, for messages that embed a price. */
export function useFormatMoney(): (amount: { price: string; currency: string }) => string {
  const locale = useCatalogLocale();
  return (amount) => formatMoney(amount, locale);
}
