import { useId, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@kori/ui';
import { canSubmitCode, normalizeCode, shouldAutoSubmitCode } from './code-input-rules';
import { LOGIN_ACTION_PATH } from './login-action-data';

export interface CodeStepProps {
  headingId: string;
  email: string;
  methodId: string;
  busy: boolean;
  page: string;
  onVerify(code: string): void;
  onResend(): void;
  onChangeEmail(): void;
  focusRef: Ref<HTMLInputElement>;
}

/**
 * Step 2: the one-time code, with a heading, a description naming the e-mail, a resend-code link and
 * a verify button. The code goes out by itself at exactly six trimmed characters, and on submit.
 */
export function CodeStep({ headingId, email, methodId, busy, page, onVerify, onResend, onChangeEmail, focusRef }: CodeStepProps) {
  const inputId = useId();
  const descriptionId = useId();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    if (!busy && shouldAutoSubmitCode(value, methodId)) onVerify(normalizeCode(value));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('code');
    const code = typeof value === 'string' ? value : '';
    if (!busy && canSubmitCode(code, methodId)) onVerify(normalizeCode(code));
  };
  const intercept = (action: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) action();
  };

  return (
    <div className="kori-auth-step">
      <form method="post" action={LOGIN_ACTION_PATH} onSubmit={onSubmit} className="kori-auth-step">
        <input type="hidden" name="intent" value="verify-code" />
        <input type="hidden" name="methodId" value={methodId} />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="page" value={page} />
        <h2 id={headingId} className="kori-auth-step__heading">
          <FormattedMessage id="auth.code.heading" />
        </h2>
        <p id={descriptionId} className="kori-auth-step__text">
          <FormattedMessage id="auth.code.description" values={{ email: <strong className="kori-auth-step__email">{email}</strong> }} />
        </p>
        <div className="kori-auth-field">
          <label htmlFor={inputId} className="kori-auth-field__label">
            <FormattedMessage id="auth.code.label" />
          </label>
          <input
            ref={focusRef}
            id={inputId}
            key={methodId}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            aria-describedby={descriptionId}
            onChange={onChange}
            // Read-only while a request is out: typing now would be lost when the answer moves the flow.
            readOnly={busy}
            className="kori-auth-field__input kori-auth-field__input--code"
          />
        </div>
        <Button type="submit" fullWidth size="large" disabled={busy}>
          <FormattedMessage id="auth.code.submit" />
        </Button>
      </form>
      <div className="kori-auth-step__secondary">
        <form method="post" action={LOGIN_ACTION_PATH} onSubmit={intercept(onResend)}>
          <input type="hidden" name="intent" value="resend-code" />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="page" value={page} />
          <Button type="submit" variant="link" disabled={busy}>
            <FormattedMessage id="auth.code.resend" />
          </Button>
        </form>
        <form method="post" action={LOGIN_ACTION_PATH} onSubmit={intercept(onChangeEmail)}>
          <input type="hidden" name="intent" value="change-email" />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="page" value={page} />
          <Button type="submit" variant="link" disabled={busy}>
            <FormattedMessage id="auth.code.changeEmail" />
          </Button>
        </form>
      </div>
    </div>
  );
}
