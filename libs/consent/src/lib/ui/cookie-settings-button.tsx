import { Button, type ButtonVariant } from '@kori/ui';
import { useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CONSENT_SETTINGS_QUERY_PARAM } from '../settings/settings-query-param';
import { useOpenSettingsButton } from './use-open-settings-button';

export interface CookieSettingsButtonProps {
  /** Defaults to the `consent.settings.open` message ("Cookie settings"). */
  children?: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Opens the cookie settings panel; for the footer of every page. Without JavaScript it is a GET form that
 * reloads the same page with `?consent-settings=open` (keeping the other query parameters).
 */
export function CookieSettingsButton({ children, variant = 'link', className }: CookieSettingsButtonProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const openSettingsButton = useOpenSettingsButton();
  const keep = [...new URLSearchParams(search)].filter(([name]) => name !== CONSENT_SETTINGS_QUERY_PARAM);

  return (
    <form method="get" action={pathname} className="kori-consent-settings-form">
      {keep.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        name={CONSENT_SETTINGS_QUERY_PARAM}
        value="open"
        variant={variant}
        className={className}
        {...openSettingsButton}
      >
        {children ?? intl.formatMessage({ id: 'consent.settings.open' })}
      </Button>
    </form>
  );
}
