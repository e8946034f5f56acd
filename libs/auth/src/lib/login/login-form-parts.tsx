import type { FormEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@kori/ui';
import { LOGIN_ACTION_PATH } from './login-action-data';

/** The hidden fields that tell the login action what a plain (no-JavaScript) post means. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * The two inputs a login asks for, named as the login action reads them. The type, keyboard and
 * autocomplete hints let a phone show the right keys and fill in the address or the mailed code.
 */
const LOGIN_INPUTS = {
  email: { labelId: 'auth.email.label', type: 'email', inputMode: 'email', autoComplete: 'email', className: 'kori-auth-field__input' },
  code: { labelId: 'auth.code.label', type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', className: 'kori-auth-field__input kori-auth-field__input--code' },
} as const satisfies Record<string, InputHTMLAttributes<HTMLInputElement> & { labelId: string }>;

export interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, keyof (typeof LOGIN_INPUTS)['code'] | 'id' | 'name' | 'readOnly'> {
  /** Which of the login's inputs this is; also the field's name in the post. */
  input: keyof typeof LOGIN_INPUTS;
  id: string;
  busy: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** A login step's one text field with its label. */
export function LoginField({ input, id, busy, inputRef, ...inputProps }: LoginFieldProps) {
  const { labelId, ...attributes } = LOGIN_INPUTS[input];
  return (
    <div className="kori-auth-field">
      <label htmlFor={id} className="kori-auth-field__label">
        <FormattedMessage id={labelId} />
      </label>
      <input
        ref={inputRef}
        id={id}
        name={input}
        spellCheck={false}
        {...attributes}
        {...inputProps}
        // Read-only while a request is out: typing now would be lost when the answer moves the flow.
        readOnly={busy}
      />
    </div>
  );
}

export interface LoginLinkFormProps {
  fields: Record<string, string>;
  busy: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/** A secondary login action shown as a link: a form of its own so it also works without JavaScript. */
export function LoginLinkForm({ fields, busy, onSubmit, children }: LoginLinkFormProps) {
  return (
    <form method="post" action={LOGIN_ACTION_PATH} onSubmit={onSubmit}>
      <HiddenFields fields={fields} />
      <Button type="submit" variant="link" disabled={busy}>
        {children}
      </Button>
    </form>
  );
}

export interface LoginStepFormProps {
  /** The hidden fields of the step's plain (no-JavaScript) post. */
  fields: Record<string, string>;
  headingId: string;
  headingMessageId: string;
  submitMessageId: string;
  busy: boolean;
  /** Leaves the field checks to the login action (the e-mail step). */
  noValidate?: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** What the step asks between its heading and its submit button. */
  children: ReactNode;
}

/** A step of the login overlay: a form to the login action with the step's heading, its fields and a submit button. */
export function LoginStepForm({ fields, headingId, headingMessageId, submitMessageId, busy, noValidate, onSubmit, children }: LoginStepFormProps) {
  return (
    <form method="post" action={LOGIN_ACTION_PATH} noValidate={noValidate} onSubmit={onSubmit} className="kori-auth-step">
      <HiddenFields fields={fields} />
      <h2 id={headingId} className="kori-auth-step__heading">
        <FormattedMessage id={headingMessageId} />
      </h2>
      {children}
      <Button type="submit" fullWidth size="large" disabled={busy}>
        <FormattedMessage id={submitMessageId} />
      </Button>
    </form>
  );
}
