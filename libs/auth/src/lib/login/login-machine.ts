/**
 * The login flow as a pure reducer: initial (e-mail entry) -> verification (code entry; the
 * method id is set once the code is sent) -> success. A failed send or verify returns to initial with
 * the e-mail kept; a resend re-enters verification; a user becoming present moves to success.
 */
export type LoginState =
  | { step: 'initial'; email: string; retryAfterMinutes: number | null }
  | { step: 'verification'; email: string; methodId: string }
  | { step: 'success'; email: string };

export type LoginEvent =
  /** A code was sent (first send or resend). */
  | { type: 'codeSent'; email: string; methodId: string }
  | { type: 'sendFailed'; email: string; retryAfterMinutes?: number | null }
  | { type: 'verifyFailed' }
  | { type: 'userPresent'; email: string }
  /** The shopper wants to type another address. */
  | { type: 'changeEmail' }
  /** The overlay was closed after a success; the next opening starts over. */
  | { type: 'reset' };

export const INITIAL_LOGIN_STATE: LoginState = { step: 'initial', email: '', retryAfterMinutes: null };

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'codeSent':
      // A method id is what makes the verification step possible; without one stay where we are.
      if (!event.methodId) return state;
      return { step: 'verification', email: event.email, methodId: event.methodId };
    case 'sendFailed':
      return { step: 'initial', email: event.email, retryAfterMinutes: event.retryAfterMinutes ?? null };
    case 'verifyFailed':
      return { step: 'initial', email: state.email, retryAfterMinutes: null };
    case 'userPresent':
      return { step: 'success', email: event.email };
    case 'changeEmail':
      return state.step === 'verification' ? { step: 'initial', email: state.email, retryAfterMinutes: null } : state;
    case 'reset':
      return state.step === 'success' ? INITIAL_LOGIN_STATE : state;
  }
}
