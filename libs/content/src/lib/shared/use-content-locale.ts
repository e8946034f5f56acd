import { DEFAULT_LOCALE, isLocale, type Locale } from '@kori/i18n';
import { useIntl } from 'react-intl';

/** The page's locale as the I18nProvider has it, narrowed to the supported locales. */
export function useContentLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
