import type { MouseEvent, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { buttonClassName } from '@kori/ui';

export interface SuccessStepProps {
  headingId: string;
  email: string;
  /** Where "continue" leads (also the target of the automatic close). */
  continueHref: string;
  onContinue(): void;
  focusRef: Ref<HTMLHeadingElement>;
}

/** Step 3: the success message with the e-mail. The overlay closes by itself after 2 s; the link is for the impatient and for pages without scripts. */
export function SuccessStep({ headingId, email, continueHref, onContinue, focusRef }: SuccessStepProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <div className="kori-auth-step" role="status">
      <h2 id={headingId} ref={focusRef} tabIndex={-1} className="kori-auth-step__heading">
        <FormattedMessage id="auth.success.heading" />
      </h2>
      <p className="kori-auth-step__text">
        <FormattedMessage id="auth.success.text" values={{ email: <strong className="kori-auth-step__email">{email}</strong> }} />
      </p>
      <a href={continueHref} onClick={onClick} className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
        <FormattedMessage id="auth.success.continue" />
      </a>
    </div>
  );
}
