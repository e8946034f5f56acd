import { z } from 'zod';
import { parseEnv } from '@kori/util-env';
import { SlidingWindowLimiter } from './sliding-window-limiter';

/**
 * Abuse limits for sending login codes (docs/decisions/003-login-abuse-limits.md): per e-mail address
 * and per client address, over a sliding window. Configurable for deployments behind shared NATs and
 * for end-to-end runs that sign in many times from one address.
 */
export const sendCodeLimitsEnvSchema = z.object({
  AUTH_SEND_CODE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1, { error: 'must be at least 1' }).default(5),
  AUTH_SEND_CODE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1, { error: 'must be at least 1' }).default(20),
  AUTH_SEND_CODE_WINDOW_MINUTES: z.coerce.number().int().min(1, { error: 'must be at least 1' }).default(10),
});

export type SendCodeLimitsConfig = z.infer<typeof sendCodeLimitsEnvSchema>;

export type SendCodeDecision = { allowed: true } | { allowed: false; retryAfterMinutes: number; reason: 'email' | 'address' };

export interface SendCodeLimiter {
  /** Counts one send for the e-mail and the client address if both are within their limits. */
  attempt(email: string, clientAddress: string | null): Promise<SendCodeDecision>;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const toMinutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** The limits in this process's memory only (tests, and the fallback while the shared store cannot be reached). */
export function createSendCodeLimiter(config: SendCodeLimitsConfig, now: () => number = Date.now): SendCodeLimiter {
  const windowMs = config.AUTH_SEND_CODE_WINDOW_MINUTES * 60_000;
  const byEmail = new SlidingWindowLimiter(config.AUTH_SEND_CODE_LIMIT_PER_EMAIL, windowMs, now);
  const byAddress = new SlidingWindowLimiter(config.AUTH_SEND_CODE_LIMIT_PER_ADDRESS, windowMs, now);
  return {
    async attempt(email, clientAddress) {
      const emailKey = normalizeEmail(email);
      const emailDecision = byEmail.check(emailKey);
      const addressDecision = clientAddress ? byAddress.check(clientAddress) : ({ allowed: true } as const);
      // A refused attempt is not counted, so the window frees up on schedule rather than sliding forever.
      if (!emailDecision.allowed || !addressDecision.allowed) {
        const waits = [emailDecision, addressDecision].flatMap((d) => (d.allowed ? [] : [d.retryAfterMs]));
        return {
          allowed: false,
          retryAfterMinutes: toMinutes(Math.max(...waits)),
          reason: emailDecision.allowed ? 'address' : 'email',
        };
      }
      byEmail.record(emailKey);
      if (clientAddress) byAddress.record(clientAddress);
      return { allowed: true };
    },
  };
}

/** The limiter configured from the process environment (validated with zod on first use). */
export function createSendCodeLimiterFromEnv(source: Record<string, string | undefined> = process.env): SendCodeLimiter {
  return createSendCodeLimiter(parseEnv(sendCodeLimitsEnvSchema, source));
}
