import { Link } from '@remix-run/react';
import { Button } from '@kori/ui';
import { useId, useRef, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { ALL_CONSENT_LEVELS, DEFAULT_CONSENT_LEVELS, type ConsentLevels } from '@kori/consent-state';
import { useSaveConsent } from '../state/use-save-consent';
import { CONSENT_ACTION_PATH } from '../settings/consent-action-path';
import { focusMainContentIfLost } from './focus-main-content';
import { useBannerSpace } from './use-banner-space';
import { useOpenSettingsButton } from './use-open-settings-button';
import { useReturnPath } from './use-return-path';

/**
 * The first-visit banner: a labelled region at the bottom of the screen with accept all, necessary only
 * and settings. A plain form posting to /api/consent; once hydrated the buttons act in place.
 */
export function ConsentBanner() {
  const intl = useIntl();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);
  const returnPath = useReturnPath();
  const save = useSaveConsent();
  const openSettingsButton = useOpenSettingsButton();
  useBannerSpace(ref);

  const choose = (levels: ConsentLevels) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    void save(levels);
    if (hadFocus) focusMainContentIfLost();
  };

  return (
    <section
      ref={ref}
      className="kori-consent-banner"
      aria-label={intl.formatMessage({ id: 'consent.banner.label' })}
      aria-describedby={textId}
    >
      <div className="kori-consent-banner__inner">
        <div className="kori-consent-banner__text">
          <h2 className="kori-consent-banner__title">
            {intl.formatMessage({ id: 'consent.banner.title' })}
          </h2>
          <p id={textId} className="kori-consent-banner__body">
            {intl.formatMessage({ id: 'consent.banner.text' })}{' '}
            <Link to="/privacy-statement">{intl.formatMessage({ id: 'consent.banner.privacyLink' })}</Link>
          </p>
        </div>
        <form method="post" action={CONSENT_ACTION_PATH} className="kori-consent-banner__actions">
          <input type="hidden" name="redirectTo" value={returnPath} />
          <Button type="submit" name="intent" value="accept-all" variant="primary" onClick={choose(ALL_CONSENT_LEVELS)}>
            {intl.formatMessage({ id: 'consent.banner.acceptAll' })}
          </Button>
          <Button type="submit" name="intent" value="necessary-only" variant="primary" onClick={choose(DEFAULT_CONSENT_LEVELS)}>
            {intl.formatMessage({ id: 'consent.banner.necessaryOnly' })}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="open-settings"
            variant="secondary"
            {...openSettingsButton}
          >
            {intl.formatMessage({ id: 'consent.banner.settings' })}
          </Button>
        </form>
      </div>
    </section>
  );
}
