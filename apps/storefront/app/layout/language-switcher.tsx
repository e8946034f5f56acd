import { Form, useLocation } from '@remix-run/react';
import { useIntl } from 'react-intl';
import { SUPPORTED_LOCALES, type Locale } from '@kori/i18n';
import { routePaths } from '@kori/shell';

/**
 * Language choice as a plain form posting to /api/locale, which stores the `locale` cookie and sends the
 * shopper back here; a full document request, so it works the same with and without JavaScript.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const current = intl.locale as Locale;
  return (
    <Form method="post" action={routePaths.localeSwitch()} reloadDocument className="kori-language-switcher">
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <label htmlFor="kori-language-select">{intl.formatMessage({ id: 'shell.language.label' })}</label>
      <select id="kori-language-select" name="locale" defaultValue={current}>
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {intl.formatMessage({ id: `shell.language.option.${locale}` })}
          </option>
        ))}
      </select>
      <button type="submit" className="kori-button kori-button--secondary kori-button--small">
        {intl.formatMessage({ id: 'shell.language.submit' })}
      </button>
    </Form>
  );
}
