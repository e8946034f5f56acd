import { DEFAULT_LOCALE, formatMoney, isLocale } from '@kori/i18n';
import { useIntl } from 'react-intl';

/** formatMoney in the page's locale. */
export function useFormatMoney(): (amount: { price: string; currency: string }) => string {
  const { locale } = useIntl();
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return (amount) => formatMoney(amount, pageLocale);
}
