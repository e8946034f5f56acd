import { useId, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { canSubmitCode, normalizeCode, shouldAutoSubmitCode } from './code-input-rules';
import { LoginField, LoginLinkForm, LoginStepForm } from './login-form-parts';

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
      <LoginStepForm
        fields={{ intent: 'verify-code', methodId, email, page }}
        headingId={headingId}
        headingMessageId="auth.code.heading"
        submitMessageId="auth.code.submit"
        busy={busy}
        onSubmit={onSubmit}
      >
        <p id={descriptionId} className="kori-auth-step__text">
          <FormattedMessage id="auth.code.description" values={{ email: <strong className="kori-auth-step__email">{email}</strong> }} />
        </p>
        <LoginField input="code" inputRef={focusRef} id={inputId} key={methodId} aria-describedby={descriptionId} onChange={onChange} busy={busy} />
      </LoginStepForm>
      <div className="kori-auth-step__secondary">
        <LoginLinkForm fields={{ intent: 'resend-code', email, page }} busy={busy} onSubmit={intercept(onResend)}>
          <FormattedMessage id="auth.code.resend" />
        </LoginLinkForm>
        <LoginLinkForm fields={{ intent: 'change-email', email, page }} busy={busy} onSubmit={intercept(onChangeEmail)}>
          <FormattedMessage id="auth.code.changeEmail" />
        </LoginLinkForm>
      </div>
    </div>
  );
}
