import { Button, Modal, pushNotificationAtom } from '@kori/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useRef, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { CONSENT_LEVEL_FIELDS, levelsForIntent } from '../levels/consent-form';
import { type ConsentLevels, consentSettingsOpenAtom, consentStateAtom } from '@kori/consent-state';
import { useSaveConsent } from '../state/use-save-consent';
import { CONSENT_ACTION_PATH } from '../settings/consent-action-path';
import { focusMainContentIfLost } from './focus-main-content';
import { useCloseSettings } from './use-close-settings';
import { useReturnPath } from './use-return-path';

type Level = (typeof CONSENT_LEVEL_FIELDS)[number];

function checkedLevels(form: HTMLFormElement | null): ConsentLevels {
  const data = form ? new FormData(form) : new FormData();
  return { preferences: data.has('preferences'), statistics: data.has('statistics'), advertising: data.has('advertising') };
}

/**
 * The settings panel: necessary (always on) plus a native checkbox per optional level, in a dialog.
 * Without JavaScript it renders open for `?consent-settings=open` and its buttons post to /api/consent.
 */
export function ConsentSettingsPanel() {
  const intl = useIntl();
  const open = useAtomValue(consentSettingsOpenAtom);
  const { levels } = useAtomValue(consentStateAtom);
  const close = useCloseSettings();
  const save = useSaveConsent();
  const notify = useSetAtom(pushNotificationAtom);
  const returnPath = useReturnPath();
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const message = (id: string) => intl.formatMessage({ id });

  const submit = (intent: 'save' | 'accept-all' | 'necessary-only') => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const chosen = levelsForIntent(intent, checkedLevels(formRef.current));
    void save(chosen);
    close();
    notify({ message: message('consent.saved'), type: 'SUCCESS' });
    focusMainContentIfLost();
  };

  const level = (name: Level | 'necessary') => {
    const inputId = `${idPrefix}-${name}`;
    const descriptionId = `${inputId}-description`;
    const necessary = name === 'necessary';
    return (
      <div className="kori-consent-level" key={name}>
        <input
          type="checkbox"
          id={inputId}
          aria-describedby={descriptionId}
          {...(necessary ? { checked: true, disabled: true, readOnly: true } : { name, value: '1', defaultChecked: levels[name] })}
        />
        <label htmlFor={inputId}>{message(`consent.settings.${name}.label`)}</label>
        <p id={descriptionId} className="kori-consent-level__description">
          {necessary ? `${message('consent.settings.alwaysOn')}. ` : ''}
          {message(`consent.settings.${name}.description`)}
        </p>
      </div>
    );
  };

  return (
    <Modal open={open} onClose={close} title={message('consent.settings.title')}>
      {/* Modal unmounts its content when closed, so each opening shows the stored choice, not an abandoned edit. */}
      <form ref={formRef} method="post" action={CONSENT_ACTION_PATH}>
        <input type="hidden" name="redirectTo" value={returnPath} />
        <p className="kori-consent-settings__intro">{message('consent.settings.intro')}</p>
        <fieldset className="kori-consent-settings__group">
          <legend className="kori-visually-hidden">{message('consent.settings.groupLabel')}</legend>
          {level('necessary')}
          {CONSENT_LEVEL_FIELDS.map(level)}
        </fieldset>
        <div className="kori-consent-settings__actions">
          <Button type="submit" name="intent" value="save" variant="primary" onClick={submit('save')}>
            {message('consent.settings.save')}
          </Button>
          <Button type="submit" name="intent" value="accept-all" variant="secondary" onClick={submit('accept-all')}>
            {message('consent.settings.acceptAll')}
          </Button>
          <Button type="submit" name="intent" value="necessary-only" variant="secondary" onClick={submit('necessary-only')}>
            {message('consent.settings.necessaryOnly')}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="close"
            variant="link"
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            {message('consent.settings.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
