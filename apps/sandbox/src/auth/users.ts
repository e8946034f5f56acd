import type { MethodAttempts, SandboxState, StoredUser } from '../state/state-schema';
import type { AuthContext } from './auth-context';
import { stytchId } from './ids';
import { isoTime } from './iso-time';

/** Every Stytch consumer user holds this default role; it appears on the user, the session and the JWT. */
export const DEFAULT_ROLES = ['stytch_user'];

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(state: SandboxState, email: string): StoredUser | undefined {
  const wanted = normaliseEmail(email);
  return Object.values(state.users).find((user) => user.email === wanted);
}

export function findUserByEmailId(state: SandboxState, emailId: string): StoredUser | undefined {
  return Object.values(state.users).find((user) => user.email_id === emailId);
}

export function createUser(ctx: AuthContext, email: string): StoredUser {
  const user: StoredUser = {
    user_id: stytchId('user', ctx.environment),
    email: normaliseEmail(email),
    email_id: stytchId('email', ctx.environment),
    email_verified: false,
    created_at: ctx.now(),
  };
  ctx.store.state.users[user.user_id] = user;
  return user;
}

/** The User object as Stytch returns it (fields the SDK's `User` type declares). */
export function toStytchUser(user: StoredUser, attempts: MethodAttempts | undefined, now: number) {
  const locked = attempts?.locked_until != null && attempts.locked_until > now;
  return {
    user_id: user.user_id,
    emails: [{ email_id: user.email_id, email: user.email, verified: user.email_verified }],
    status: 'active',
    phone_numbers: [],
    webauthn_registrations: [],
    providers: [],
    totps: [],
    crypto_wallets: [],
    biometric_registrations: [],
    is_locked: locked,
    roles: DEFAULT_ROLES,
    name: { first_name: '', middle_name: '', last_name: '' },
    created_at: isoTime(user.created_at),
    password: null,
    trusted_metadata: {},
    untrusted_metadata: {},
    external_id: '',
    ...(locked && attempts?.locked_at != null && attempts.locked_until != null
      ? { lock_created_at: isoTime(attempts.locked_at), lock_expires_at: isoTime(attempts.locked_until) }
      : {}),
  };
}

export type StytchUser = ReturnType<typeof toStytchUser>;
