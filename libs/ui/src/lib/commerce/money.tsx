import { DEFAULT_LOCALE, formatMoney, isLocale, type Locale } from '@kori/i18n';
import { useIntl } from 'react-intl';

/** An amount as the API gives it: a decimal string and its currency. */
export interface MoneyAmount {
  price: string;
  currency: string;
}

export interface MoneyProps {
  amount: MoneyAmount;
  className?: string;
}

/** The page's locale as the I18nProvider has it, narrowed to the supported locales. */
function usePageLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A money amount in the shopper's locale, with the currency the API gave. */
export function Money({ amount, className }: MoneyProps) {
  const locale = usePageLocale();
  return (
    <data className={className} value={amount.price}>
      {formatMoney(amount, locale)}
    </data>
  );
}

/** The formatted string, for messages that embed a price. */
export function useFormatMoney(): (amount: MoneyAmount) => string {
  const locale = usePageLocale();
  return (amount) => formatMoney(amount, locale);
}
