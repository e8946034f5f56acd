import { z } from 'zod';
import { parseEnv } from '@kori/util-env';
import { LOCAL_INTERNAL_API_SECRET } from '@kori/shell/server';
import { createSendCodeLimiter, sendCodeLimitsEnvSchema, type SendCodeDecision, type SendCodeLimiter, type SendCodeLimitsConfig } from './send-code-limits';

/** The API's answer; anything else counts as the store being unavailable. */
const consumeAnswerSchema = z.union([
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), retryAfterMs: z.number().int().min(0), refused: z.array(z.number().int()) }),
]);

export interface SharedSendCodeLimiterOptions {
  config: SendCodeLimitsConfig;
  /** The API's `POST /internal/limits/consume` URL. */
  endpoint: string;
  /** INTERNAL_API_SECRET, sent as a bearer token. */
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Used while the shared store cannot be reached, so sends stay limited (per process) meanwhile. */
  fallback?: SendCodeLimiter;
  onUnavailable?: (error: unknown) => void;
}

/**
 * Send-code limits kept by the API in its database, so every storefront process draws on one count
 * (the same numbers as the in-memory limiter: per e-mail and per client address over a sliding window).
 */
export function createSharedSendCodeLimiter(options: SharedSendCodeLimiterOptions): SendCodeLimiter {
  const doFetch = options.fetch ?? fetch;
  const fallback = options.fallback ?? createSendCodeLimiter(options.config);
  const windowMs = options.config.AUTH_SEND_CODE_WINDOW_MINUTES * 60_000;
  const onUnavailable = options.onUnavailable ?? ((error) => console.warn('Shared send-code limits unavailable; limiting in this process', error));
  return {
    async attempt(email, clientAddress): Promise<SendCodeDecision> {
      const checks = [{ bucket: 'send-code-email', key: email.trim().toLowerCase(), limit: options.config.AUTH_SEND_CODE_LIMIT_PER_EMAIL, windowMs }];
      if (clientAddress) checks.push({ bucket: 'send-code-address', key: clientAddress, limit: options.config.AUTH_SEND_CODE_LIMIT_PER_ADDRESS, windowMs });
      try {
        const response = await doFetch(options.endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ checks }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
        });
        if (!response.ok) throw new Error(`The shared limits answered ${response.status}`);
        const answer = consumeAnswerSchema.parse(await response.json());
        if (answer.allowed) return { allowed: true };
        return {
          allowed: false,
          retryAfterMinutes: Math.max(1, Math.ceil(answer.retryAfterMs / 60_000)),
          reason: answer.refused.includes(0) ? 'email' : 'address',
        };
      } catch (error) {
        onUnavailable(error);
        return fallback.attempt(email, clientAddress);
      }
    },
  };
}

const sharedLimitsEnvSchema = sendCodeLimitsEnvSchema.extend({
  API_URL: z.url().default('http://127.0.0.1:4000/graphql'),
  INTERNAL_API_SECRET: z.string().min(32).default(LOCAL_INTERNAL_API_SECRET),
});

/** The shared limiter for this storefront process, configured from the environment (validated with zod). */
export function createSharedSendCodeLimiterFromEnv(source: Record<string, string | undefined> = process.env): SendCodeLimiter {
  const env = parseEnv(sharedLimitsEnvSchema, source);
  return createSharedSendCodeLimiter({
    config: env,
    endpoint: new URL('/internal/limits/consume', env.API_URL).toString(),
    secret: env.INTERNAL_API_SECRET,
  });
}
