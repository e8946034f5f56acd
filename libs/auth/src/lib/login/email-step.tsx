import { useId, type FormEvent, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoginField, LoginStepForm } from './login-form-parts';

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
    <LoginStepForm
      fields={{ intent: 'send-code', page }}
      headingId={headingId}
      headingMessageId="auth.email.heading"
      submitMessageId="auth.email.submit"
      busy={busy}
      noValidate
      onSubmit={onSubmit}
    >
      <p className="kori-auth-step__text">
        <FormattedMessage id="auth.email.description" />
      </p>
      {retryAfterMinutes ? (
        <p id={noticeId} className="kori-auth-step__notice" role="alert">
          <FormattedMessage id="auth.email.tooManyAttempts" values={{ minutes: retryAfterMinutes }} />
        </p>
      ) : null}
      <LoginField
        input="email"
        inputRef={focusRef}
        id={inputId}
        // Keyed by the kept address so a returned flow shows it even though the field is uncontrolled.
        key={email}
        placeholder={intl.formatMessage({ id: 'auth.email.placeholder' })}
        defaultValue={email}
        aria-describedby={retryAfterMinutes ? noticeId : undefined}
        busy={busy}
      />
    </LoginStepForm>
  );
}
