import { useLocation, useNavigate } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useRef, type Dispatch } from 'react';
import { useIntl } from 'react-intl';
import { loginOverlayAtom } from '@kori/shell';
import { loginParamsOf, pathWithoutLoginParams, searchWithoutLoginParams } from '../navigation/login-params';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import type { LoginIntent } from './login-action-data';
import type { LoginEvent, LoginState } from './login-machine';
import { MOBILE_LOGIN_DESTINATION, SUCCESS_CLOSE_DELAY_MS } from './login-overlay';
import { SuccessStep } from './success-step';
import { useDialogFocus } from './use-dialog-focus';

export interface LoginDialogProps {
  /** The flow, kept by LoginOverlay across openings. */
  state: LoginState;
  dispatch: Dispatch<LoginEvent>;
  /** A mobile or app view (useMobileView). */
  mobile: boolean;
  /** A post of the flow is on its way. */
  busy: boolean;
  /** This page with its query (the forms' `page` field). */
  page: string;
  /** Posts a step through the login fetcher. */
  submit: (fields: { intent: LoginIntent } & Record<string, string>) => void;
}

/**
 * The open login overlay's dialog: the step, focus following the flow, Escape and Tab, the back or
 * close button, and the success step's timer. Rendered by LoginOverlay only while it is open, from a
 * chunk of its own.
 */
export function LoginDialog({ state, dispatch, mobile, busy, page, submit }: LoginDialogProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const params = useMemo(() => loginParamsOf(search), [search]);
  const setFlag = useSetAtom(loginOverlayAtom);
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  const close = useCallback(
    (target?: string) => {
      setFlag(false);
      dispatch({ type: 'reset' });
      if (target) navigate(target);
      else if (search.toString() !== searchWithoutLoginParams(search).toString()) {
        navigate(pathWithoutLoginParams(location.pathname, search), { replace: true, preventScrollReset: true });
      }
    },
    [setFlag, dispatch, navigate, search, location.pathname],
  );

  const successTarget = mobile ? params.returnTo ?? MOBILE_LOGIN_DESTINATION : params.returnTo ?? undefined;
  // The timer reads the latest values without restarting on every render.
  const finish = useRef(() => close(successTarget));
  finish.current = () => close(successTarget);

  useEffect(() => {
    if (state.step !== 'success') return;
    const timer = setTimeout(() => finish.current(), SUCCESS_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  // Declared before the effect below: effects run in order, and what had focus must be noted before
  // the flow moves it into the dialog, or closing would give focus back to the dialog's own field.
  const onKeyDown = useDialogFocus(true, dialogRef, () => close());

  // Focus follows the flow: the e-mail field, the code field, the success heading.
  useEffect(() => {
    const target = state.step === 'initial' ? emailRef.current : state.step === 'verification' ? codeRef.current : successRef.current;
    target?.focus();
    // `state` changes identity exactly when the flow moves (a resend gives a new method id and a fresh field).
  }, [state]);

  const closeLabel = intl.formatMessage({ id: mobile ? 'auth.overlay.close' : 'auth.overlay.back' });
  const showClose = !(mobile && state.step === 'success');
  // What the e-mail and code steps both take.
  const stepProps = { headingId, email: state.email, busy, page };

  return (
    // The dialog handles Escape and Tab for everything inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      className="kori-auth-overlay"
      data-login-step={state.step}
      onKeyDown={onKeyDown}
    >
      <div className="kori-auth-overlay__bar">
        {showClose ? (
          // A plain GET of the page without the overlay's parameters, so it also closes without scripts.
          <form
            method="get"
            action={location.pathname}
            className={mobile ? 'kori-auth-overlay__dismiss kori-auth-overlay__dismiss--end' : 'kori-auth-overlay__dismiss'}
            onSubmit={(event) => {
              event.preventDefault();
              close();
            }}
          >
            {[...searchWithoutLoginParams(search)].map(([name, value], index) => (
              <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
            ))}
            <button
              type="submit"
              className={mobile ? 'kori-auth-overlay__close' : 'kori-auth-overlay__back'}
              aria-label={mobile ? closeLabel : undefined}
            >
              <span aria-hidden="true">{mobile ? '×' : '←'}</span>
              {mobile ? null : <span>{closeLabel}</span>}
            </button>
          </form>
        ) : null}
      </div>
      <div className="kori-auth-overlay__panel">
        {state.step === 'initial' ? (
          <EmailStep
            {...stepProps}
            retryAfterMinutes={state.retryAfterMinutes}
            focusRef={emailRef}
            onSendCode={(email) => submit({ intent: 'send-code', email })}
          />
        ) : state.step === 'verification' ? (
          <CodeStep
            {...stepProps}
            methodId={state.methodId}
            focusRef={codeRef}
            onVerify={(code) => submit({ intent: 'verify-code', code, methodId: state.methodId, email: state.email })}
            onResend={() => submit({ intent: 'resend-code', email: state.email })}
            onChangeEmail={() => submit({ intent: 'change-email', email: state.email })}
          />
        ) : (
          <SuccessStep
            headingId={headingId}
            email={state.email}
            continueHref={successTarget ?? pathWithoutLoginParams(location.pathname, search)}
            onContinue={() => finish.current()}
            focusRef={successRef}
          />
        )}
      </div>
    </div>
  );
}
