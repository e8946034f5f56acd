import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, regionOfLocale, timeZoneForRegion, type Locale } from './locales';

export interface I18nProviderProps {
  locale: Locale;
  /** The catalogue for `locale` (from `loadMessages` on the server, passed down through loader data). */
  messages: Record<string, string>;
  children?: ReactNode;
}

/** react-intl provider for the storefront; components use `useIntl()` / `<FormattedMessage>` directly. */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
      timeZone={timeZoneForRegion(regionOfLocale(locale))}
    >
      {children}
    </IntlProvider>
  );
}
