import { useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef } from 'react';
import { useIntl } from 'react-intl';
import { loginOverlayAtom } from '@kori/shell';
import type { AuthRootData } from '../auth-types';
import { handJwtToApp } from '../native/hand-jwt-to-app';
import { loginParamsOf, pathWithoutLoginParams, searchWithoutLoginParams, type LoginParams } from '../navigation/login-params';
import { authUserAtom, hasSessionAtom, sessionConfirmedAtom } from '../session/auth-atoms';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { LOGIN_ACTION_PATH, type LoginActionData, type LoginIntent } from './login-action-data';
import { loginReducer, type LoginState } from './login-machine';
import { SuccessStep } from './success-step';
import { useDialogFocus } from './use-dialog-focus';
import { useMobileView } from './use-mobile-view';

/** SPEC 2/9: the success step closes the overlay after 2 seconds. */
export const SUCCESS_CLOSE_DELAY_MS = 2000;
/** In a mobile or app view a successful login ends on the shopper's orders. */
export const MOBILE_LOGIN_DESTINATION = '/my/orders';

/** Where the flow starts on this render: what the server knew (a pending code, a present user) and the address. */
export function initialLoginState(data: AuthRootData, params: LoginParams): LoginState {
  if (params.requested && data.user) return { step: 'success', email: data.user.email };
  if (data.pendingLogin?.methodId) return { step: 'verification', email: data.pendingLogin.email, methodId: data.pendingLogin.methodId };
  return { step: 'initial', email: params.email, retryAfterMinutes: params.retryAfterMinutes };
}

/**
 * The login overlay (SPEC 2): full-screen, above everything, shown while `loginOverlayAtom` is set or
 * the address carries `?login=1`. Every step is a real form posting to /auth/login, so it works before
 * and without hydration; with scripts the same posts go through a fetcher and the page stays put.
 */
export function LoginOverlay({ data }: { data: AuthRootData }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const params = useMemo(() => loginParamsOf(search), [search]);
  const [flag, setFlag] = useAtom(loginOverlayAtom);
  const open = flag || params.requested;
  const authUser = useAtomValue(authUserAtom);
  const setAuthUser = useSetAtom(authUserAtom);
  const setHasSession = useSetAtom(hasSessionAtom);
  const setSessionConfirmed = useSetAtom(sessionConfirmedAtom);
  const mobile = useMobileView(data.isNativeApp, data.nativeAppMarker);
  const [state, dispatch] = useReducer(loginReducer, undefined, () => initialLoginState(data, params));
  const fetcher = useFetcher<LoginActionData>({ key: 'kori-login' });
  const busy = fetcher.state !== 'idle';
  const page = location.pathname + location.search;
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const lastIntent = useRef<LoginIntent | null>(null);
  const handled = useRef<LoginActionData | undefined>(undefined);

  const submit = useCallback(
    (fields: { intent: LoginIntent } & Record<string, string>) => {
      lastIntent.current = fields.intent;
      fetcher.submit({ ...fields, page, js: '1' }, { method: 'post', action: LOGIN_ACTION_PATH });
    },
    [fetcher, page],
  );

  // Each answer of the login action moves the flow.
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle' || handled.current === result) return;
    handled.current = result;
    if (result.step === 'verification') {
      dispatch({ type: 'codeSent', email: result.email, methodId: result.methodId });
    } else if (result.step === 'success') {
      setAuthUser(result.user);
      setHasSession(true);
      setSessionConfirmed(true);
      if (result.sessionJwt) handJwtToApp(result.sessionJwt, data.nativeAppMarker);
      dispatch({ type: 'userPresent', email: result.user.email });
    } else if (lastIntent.current === 'verify-code') {
      dispatch({ type: 'verifyFailed' });
    } else {
      dispatch({ type: 'sendFailed', email: result.email, retryAfterMinutes: result.retryAfterMinutes });
    }
  }, [fetcher.data, fetcher.state, data.nativeAppMarker, setAuthUser, setHasSession, setSessionConfirmed]);

  // SPEC 4: a user becoming present moves the flow to success.
  useEffect(() => {
    if (open && authUser && state.step !== 'success') dispatch({ type: 'userPresent', email: authUser.email });
  }, [open, authUser, state.step]);

  const close = useCallback(
    (target?: string) => {
      setFlag(false);
      dispatch({ type: 'reset' });
      if (target) navigate(target);
      else if (search.toString() !== searchWithoutLoginParams(search).toString()) {
        navigate(pathWithoutLoginParams(location.pathname, search), { replace: true, preventScrollReset: true });
      }
    },
    [setFlag, navigate, search, location.pathname],
  );

  const successTarget = mobile ? (params.returnTo ?? MOBILE_LOGIN_DESTINATION) : (params.returnTo ?? undefined);
  // The timer reads the latest values without restarting on every render.
  const finish = useRef(() => close(successTarget));
  finish.current = () => close(successTarget);

  useEffect(() => {
    if (!open || state.step !== 'success') return;
    const timer = setTimeout(() => finish.current(), SUCCESS_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, state.step]);

  // Focus follows the flow: the e-mail field, the code field, the success heading.
  useEffect(() => {
    if (!open) return;
    const target = state.step === 'initial' ? emailRef.current : state.step === 'verification' ? codeRef.current : successRef.current;
    target?.focus();
    // `state` changes identity exactly when the flow moves (a resend gives a new method id and a fresh field).
  }, [open, state]);

  const onKeyDown = useDialogFocus(open, dialogRef, () => close());

  if (!open) return null;

  const closeLabel = intl.formatMessage({ id: mobile ? 'auth.overlay.close' : 'auth.overlay.back' });
  const showClose = !(mobile && state.step === 'success');

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
            headingId={headingId}
            email={state.email}
            retryAfterMinutes={state.retryAfterMinutes}
            busy={busy}
            page={page}
            focusRef={emailRef}
            onSendCode={(email) => submit({ intent: 'send-code', email })}
          />
        ) : state.step === 'verification' ? (
          <CodeStep
            headingId={headingId}
            email={state.email}
            methodId={state.methodId}
            busy={busy}
            page={page}
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
