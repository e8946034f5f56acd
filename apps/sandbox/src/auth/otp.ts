import { randomInt, timingSafeEqual } from 'node:crypto';
import type { MethodAttempts, PendingCode, StoredUser } from '../state/state-schema';
import type { AuthContext } from './auth-context';
import { StytchApiError } from './stytch-error';
import { findUserByEmailId } from './users';

export const OTP_CODE_LENGTH = 6;
export const OTP_DEFAULT_EXPIRATION_MINUTES = 5;
/** Wrong codes a method id may take before it locks, and how long the lock lasts. */
export const OTP_MAX_FAILED_ATTEMPTS = 10;
export const OTP_LOCK_DURATION_MS = 60 * 60 * 1000;

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

/** Epoch ms the method id stays locked until, or null when it is not locked now. */
export function lockedUntil(ctx: AuthContext, methodId: string): number | null {
  const until = ctx.store.state.methodAttempts[methodId]?.locked_until ?? null;
  return until !== null && until > ctx.now() ? until : null;
}

function refuseWhenLocked(ctx: AuthContext, methodId: string): void {
  const until = lockedUntil(ctx, methodId);
  if (until !== null) {
    throw new StytchApiError(
      'too_many_requests',
      `Too many wrong codes for this email: it is locked until ${new Date(until).toISOString()}.`,
    );
  }
}

/** A new code for the user's e-mail; it replaces any earlier unused one, so only the latest e-mail's code works. */
export function issueCode(ctx: AuthContext, user: StoredUser, expirationMinutes: number): PendingCode {
  refuseWhenLocked(ctx, user.email_id);
  const now = ctx.now();
  const pending: PendingCode = {
    method_id: user.email_id,
    user_id: user.user_id,
    code: newCode(),
    created_at: now,
    expires_at: now + expirationMinutes * 60_000,
  };
  ctx.store.state.pendingCodes[pending.method_id] = pending;
  return pending;
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function recordFailure(ctx: AuthContext, methodId: string): void {
  const attempts: MethodAttempts = ctx.store.state.methodAttempts[methodId] ?? {
    method_id: methodId,
    failed_attempts: 0,
    locked_at: null,
    locked_until: null,
  };
  attempts.failed_attempts += 1;
  if (attempts.failed_attempts >= OTP_MAX_FAILED_ATTEMPTS) {
    const now = ctx.now();
    attempts.failed_attempts = 0;
    attempts.locked_at = now;
    attempts.locked_until = now + OTP_LOCK_DURATION_MS;
    // A locked method id keeps no usable code: after the hour the shopper asks for a new one.
    delete ctx.store.state.pendingCodes[methodId];
  }
  ctx.store.state.methodAttempts[methodId] = attempts;
}

/**
 * Checks a code for a method id and uses it up. A wrong, expired or reused code counts as a failed
 * attempt; the caller must save the state whether this returns or throws.
 */
export function consumeCode(ctx: AuthContext, methodId: string, code: string): StoredUser {
  const user = findUserByEmailId(ctx.store.state, methodId);
  if (!user) throw new StytchApiError('otp_code_not_found');
  refuseWhenLocked(ctx, methodId);
  const pending = ctx.store.state.pendingCodes[methodId];
  const valid = pending !== undefined && pending.expires_at > ctx.now() && sameCode(pending.code, code.trim());
  if (!valid) {
    recordFailure(ctx, methodId);
    throw new StytchApiError('otp_code_not_found');
  }
  delete ctx.store.state.pendingCodes[methodId];
  delete ctx.store.state.methodAttempts[methodId];
  user.email_verified = true;
  return user;
}
