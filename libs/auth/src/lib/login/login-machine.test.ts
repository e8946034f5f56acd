import { INITIAL_LOGIN_STATE, loginReducer, type LoginState } from './login-machine';

const verification: LoginState = { step: 'verification', email: 'ada@example.com', methodId: 'email-1' };

describe('loginReducer', () => {
  it('starts at the e-mail step with nothing typed', () => {
    expect(INITIAL_LOGIN_STATE).toEqual({ step: 'initial', email: '', retryAfterMinutes: null });
  });

  it('moves to verification with the method id once the code is sent', () => {
    expect(loginReducer(INITIAL_LOGIN_STATE, { type: 'codeSent', email: 'ada@example.com', methodId: 'email-1' })).toEqual(
      verification,
    );
  });

  it('does not enter verification without a method id', () => {
    expect(loginReducer(INITIAL_LOGIN_STATE, { type: 'codeSent', email: 'ada@example.com', methodId: '' })).toBe(
      INITIAL_LOGIN_STATE,
    );
  });

  it('returns to initial with the e-mail kept when sending fails', () => {
    expect(loginReducer(INITIAL_LOGIN_STATE, { type: 'sendFailed', email: 'ada@example.com' })).toEqual({
      step: 'initial',
      email: 'ada@example.com',
      retryAfterMinutes: null,
    });
    expect(loginReducer(verification, { type: 'sendFailed', email: 'ada@example.com', retryAfterMinutes: 7 })).toEqual({
      step: 'initial',
      email: 'ada@example.com',
      retryAfterMinutes: 7,
    });
  });

  it.each([
    ['verifying fails', { type: 'verifyFailed' }],
    ['the shopper changes the address', { type: 'changeEmail' }],
  ] as const)('goes back to e-mail entry with the typed e-mail kept when %s', (_when, event) => {
    expect(loginReducer(verification, event)).toEqual({ step: 'initial', email: 'ada@example.com', retryAfterMinutes: null });
  });

  it('re-enters verification with the new method id on resend', () => {
    expect(loginReducer(verification, { type: 'codeSent', email: 'ada@example.com', methodId: 'email-2' })).toEqual({
      step: 'verification',
      email: 'ada@example.com',
      methodId: 'email-2',
    });
  });

  it('moves to success when a user becomes present, from any step', () => {
    const success = { step: 'success', email: 'ada@example.com' };
    expect(loginReducer(verification, { type: 'userPresent', email: 'ada@example.com' })).toEqual(success);
    expect(loginReducer(INITIAL_LOGIN_STATE, { type: 'userPresent', email: 'ada@example.com' })).toEqual(success);
  });

  it('starts over after a success is closed, and keeps an unfinished flow otherwise', () => {
    expect(loginReducer({ step: 'success', email: 'ada@example.com' }, { type: 'reset' })).toEqual(INITIAL_LOGIN_STATE);
    expect(loginReducer(verification, { type: 'reset' })).toBe(verification);
  });
});
