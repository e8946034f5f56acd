import { useFetcher, useLocation } from '@remix-run/react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { loginOverlayAtom, routePaths } from '@kori/shell';
import { onDemandComponent, openServerRenderedInstead } from '@kori/ui';
import type { AuthRootData } from '../auth-types';
import { postSessionJwtOnce } from '../native/post-session-jwt-once';
import { loginHref, loginParamsOf, type LoginParams } from '../navigation/login-params';
import { authUserAtom, hasSessionAtom, sessionConfirmedAtom, sessionJwtAtom } from '../session/auth-atoms';
import { LOGIN_ACTION_PATH, type LoginActionData, type LoginIntent } from './login-action-data';
import type { LoginDialogProps } from './login-dialog';
import { loginReducer, type LoginState } from './login-machine';
import { useMobileView } from './use-mobile-view';

/** The success step closes the overlay after 2 seconds. */
export const SUCCESS_CLOSE_DELAY_MS = 2000;
/** In a mobile or app view a successful login ends on the shopper's orders. */
export const MOBILE_LOGIN_DESTINATION = routePaths.myOrders();

/** Where the flow starts on this render: what the server knew (a pending code, a present user) and the address. */
export function initialLoginState(data: AuthRootData, params: LoginParams): LoginState {
  if (params.requested && data.user) return { step: 'success', email: data.user.email };
  if (data.pendingLogin?.methodId) return { step: 'verification', email: data.pendingLogin.email, methodId: data.pendingLogin.methodId };
  return { step: 'initial', email: params.email, retryAfterMinutes: params.retryAfterMinutes };
}

// The dialog itself (steps, focus handling, markup) is a chunk of its own, fetched the first time the
// overlay must show: most pages are never signed in from. `dialogCode.loaded()` lets a render after loading
// use the component at once, without a Suspense round (the server loads it at start, see below).
const dialogCode = onDemandComponent<LoginDialogProps>(
  () => import('./login-dialog').then((module) => module.LoginDialog),
  // Not the root error page: the server renders the overlay for `?login=1`, and its forms work without scripts.
  openServerRenderedInstead('the login overlay', ({ pathname, search }) => {
    const params = new URLSearchParams(search);
    return loginParamsOf(params).requested ? null : loginHref(pathname, params);
  }),
);

/**
 * Fetches the login dialog's code (once). Called when the overlay opens, and early on intent (the
 * pointer over or focus on the sign-in link), so that the click usually finds it loaded.
 */
export const preloadLoginOverlay = dialogCode.preload;

// The server renders the open overlay into the HTML (the no-JavaScript flow posts its forms), so it
// loads the dialog at start: a request then renders it inline instead of streaming it in later
// behind a script, which a browser without JavaScript would never run. A page that arrives with the
// overlay open fetches it at once, while the rest of the page's code is still loading.
if (typeof document === 'undefined' || loginParamsOf(new URLSearchParams(window.location.search)).requested) {
  void preloadLoginOverlay();
}

/**
 * The login overlay: full-screen, above everything, shown while `loginOverlayAtom` is set or
 * the address carries `?login=1`. Every step is a real form posting to /auth/login, so it works before
 * and without hydration; with scripts the same posts go through a fetcher and the page stays put.
 *
 * This part is always mounted and small: it owns the flow's state and the login fetcher, so a step
 * reached before closing is still there on reopening and an answer arriving after closing still signs
 * the shopper in. The dialog is rendered, and its code fetched, only while the overlay is open.
 */
export function LoginOverlay({ data }: { data: AuthRootData }) {
  const location = useLocation();
  const params = useMemo(() => loginParamsOf(new URLSearchParams(location.search)), [location.search]);
  const open = useAtomValue(loginOverlayAtom) || params.requested;
  const authUser = useAtomValue(authUserAtom);
  const setAuthUser = useSetAtom(authUserAtom);
  const setHasSession = useSetAtom(hasSessionAtom);
  const setSessionConfirmed = useSetAtom(sessionConfirmedAtom);
  const store = useStore();
  const mobile = useMobileView(data.isNativeApp, data.nativeAppMarker);
  const [state, dispatch] = useReducer(loginReducer, undefined, () => initialLoginState(data, params));
  const fetcher = useFetcher<LoginActionData>({ key: 'kori-login' });
  const busy = fetcher.state !== 'idle';
  const page = location.pathname + location.search;
  const lastIntent = useRef<LoginIntent | null>(null);
  const handled = useRef<LoginActionData | undefined>(undefined);
  // Chosen once: the lazy component until the code is here, the loaded one if it already was. Switching
  // between the two later would remount the open dialog.
  const [Dialog] = useState(() => dialogCode.loaded() ?? dialogCode.Lazy);
  // Open in the HTML the page arrived with: then the dialog gets no Suspense boundary of its own, so the
  // page hydrates as one once its code is here. Nothing behind the full-screen overlay is live before
  // the overlay is, and a click meanwhile is the server's plain form post, as without JavaScript.
  const [openOnArrival, setOpenOnArrival] = useState(open);
  useEffect(() => {
    if (!open) setOpenOnArrival(false);
  }, [open]);

  const submit = useCallback(
    (fields: { intent: LoginIntent } & Record<string, string>) => {
      lastIntent.current = fields.intent;
      fetcher.submit({ ...fields, page, js: '1' }, { method: 'post', action: LOGIN_ACTION_PATH });
    },
    [fetcher, page],
  );

  // Each answer of the login action moves the flow, also one arriving after the overlay was closed.
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
      if (result.sessionJwt) {
        // Posted here, before the overlay moves on; the page's JWT watcher then sees it as already handed over.
        postSessionJwtOnce(store, result.sessionJwt, data.nativeAppMarker);
        store.set(sessionJwtAtom, result.sessionJwt);
      }
      dispatch({ type: 'userPresent', email: result.user.email });
    } else if (lastIntent.current === 'verify-code') {
      dispatch({ type: 'verifyFailed' });
    } else {
      dispatch({ type: 'sendFailed', email: result.email, retryAfterMinutes: result.retryAfterMinutes });
    }
  }, [fetcher.data, fetcher.state, data.nativeAppMarker, setAuthUser, setHasSession, setSessionConfirmed, store]);

  // A user becoming present moves the flow to success.
  useEffect(() => {
    if (open && authUser && state.step !== 'success') dispatch({ type: 'userPresent', email: authUser.email });
  }, [open, authUser, state.step]);

  if (!open) return null;
  const dialog = <Dialog state={state} dispatch={dispatch} mobile={mobile} busy={busy} page={page} submit={submit} />;
  // Opened on the page: nothing shows until the code arrives (usually already there, see AccountLink).
  return openOnArrival ? dialog : <Suspense fallback={null}>{dialog}</Suspense>;
}
