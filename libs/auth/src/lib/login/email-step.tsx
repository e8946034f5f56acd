import { useId, type FormEvent, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@kori/ui';
import { LOGIN_ACTION_PATH } from './login-action-data';
import { HiddenFields, LoginField } from './login-form-parts';

export interface EmailStepProps {
  headingId: string;
  email: string;
  retryAfterMinutes: number | null;
  busy: boolean;
  /** The page the form belongs to (for plain form posts). */
  page: string;
  onSendCode(email: string): void;
  focusRef: Ref<HTMLInputElement>;
}

/** Step 1: the e-mail address and a send-code button. No format check in the browser. */
export function EmailStep({ headingId, email, retryAfterMinutes, busy, page, onSendCode, focusRef }: EmailStepProps) {
  const intl = useIntl();
  const inputId = useId();
  const noticeId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read the field itself: text typed before hydration is in the DOM, not in React state.
    const value = new FormData(event.currentTarget).get('email');
    onSendCode(typeof value === 'string' ? value.trim() : '');
  };
  return (
    <form method="post" action={LOGIN_ACTION_PATH} noValidate onSubmit={onSubmit} className="kori-auth-step">
      <HiddenFields fields={{ intent: 'send-code', page }} />
      <h2 id={headingId} className="kori-auth-step__heading">
        <FormattedMessage id="auth.email.heading" />
      </h2>
      <p className="kori-auth-step__text">
        <FormattedMessage id="auth.email.description" />
      </p>
      {retryAfterMinutes ? (
        <p id={noticeId} className="kori-auth-step__notice" role="alert">
          <FormattedMessage id="auth.email.tooManyAttempts" values={{ minutes: retryAfterMinutes }} />
        </p>
      ) : null}
      <LoginField
        inputRef={focusRef}
        id={inputId}
        // Keyed by the kept address so a returned flow shows it even though the field is uncontrolled.
        key={email}
        labelId="auth.email.label"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={intl.formatMessage({ id: 'auth.email.placeholder' })}
        defaultValue={email}
        aria-describedby={retryAfterMinutes ? noticeId : undefined}
        busy={busy}
      />
      <Button type="submit" fullWidth size="large" disabled={busy}>
        <FormattedMessage id="auth.email.submit" />
      </Button>
    </form>
  );
}
