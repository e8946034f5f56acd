import { Button, type ButtonVariant } from '@kori/ui';
import { useLocation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { openConsentSettingsAtom } from '@kori/consent-state';
import { CONSENT_SETTINGS_QUERY_PARAM } from '../settings/settings-query-param';
import { preloadConsentSettings } from './lazy-settings-panel';

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
  const open = useSetAtom(openConsentSettingsAtom);
  const warmUp = () => void preloadConsentSettings();
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
        aria-haspopup="dialog"
        // Pointing at or focusing the button starts fetching the panel's code, so the click usually finds it there.
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
      >
        {children ?? intl.formatMessage({ id: 'consent.settings.open' })}
      </Button>
    </form>
  );
}
