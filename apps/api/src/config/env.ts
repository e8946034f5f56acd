import { parseEnv } from '@kori/util-env';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './repo-root';

export const SEED_ON_START_SIZES = ['demo', 'tiny', 'none'] as const;
export type SeedOnStart = (typeof SEED_ON_START_SIZES)[number];
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export const NODE_ENVS = ['development', 'test', 'production'] as const;

/** The local sandbox's credentials and address: fine for a demo, never for a deployment. */
export const SANDBOX_DEFAULTS = {
  STYTCH_PROJECT_ID: 'project-test-00000000-0000-4000-8000-000000000000',
  STYTCH_SECRET: 'secret-test-kori-sandbox-0000000000',
  STYTCH_BASE_URL: 'http://127.0.0.1:4010/',
  SANDBOX_URL: 'http://127.0.0.1:4010',
  /** Shared by the storefront and the API for internal endpoints (the shared send-code limits). */
  INTERNAL_API_SECRET: 'internal-secret-kori-local-demo-0000',
  /** The bearer token checkout agents show the sandbox's merchant shops. */
  MERCHANT_AGENT_TOKEN: 'agent-token-kori-sandbox-0000000000',
  /** The server token the sandbox's mail API (Postmark's protocol) accepts. */
  MAIL_API_TOKEN: 'mail-token-kori-sandbox-0000000000',
  MAIL_FROM: 'Kori <no-reply@kori.example>',
} as const;

/** Where the sandbox serves the merchant shops, under SANDBOX_URL. */
export const SANDBOX_MERCHANT_SHOPS_PATH = '/merchant-shops';

// An empty variable means "not set", so `DATABASE_URL=` in a shell still selects the embedded database.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const flag = z.enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' }).transform((value) => value === '1' || value === 'true');
const proxyEntry = z.string().refine((entry) => {
  const [address = '', bits, ...rest] = entry.split('/');
  return isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
}, 'must be IP addresses or CIDR ranges, comma-separated');

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;
const isLoopbackUrl = (url: string) => LOOPBACK_HOST.test(new URL(url).hostname);

export function apiEnvSchema(repoRoot: string = findRepoRoot()) {
  return z
    .object({
      NODE_ENV: optional(z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` })).default('development'),
      // Set by a real deployment (never by `npm start` or `npm run dev`): then nothing local or sandbox is accepted.
      KORI_DEPLOYMENT: optional(flag).default(false),
      API_PORT: optional(z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(0).max(65535)).default(4000),
      API_HOST: optional(z.string().min(1)).default('127.0.0.1'),
      DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
      DATA_DIR: optional(z.string().min(1)).default(join(repoRoot, '.data')),
      SEED: optional(z.enum(SEED_ON_START_SIZES, { error: `must be one of ${SEED_ON_START_SIZES.join(', ')}` })).default('demo'),
      LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })).default('info'),
      STYTCH_PROJECT_ID: optional(z.string().min(1)).default(SANDBOX_DEFAULTS.STYTCH_PROJECT_ID),
      STYTCH_SECRET: optional(z.string().min(1)).default(SANDBOX_DEFAULTS.STYTCH_SECRET),
      STYTCH_BASE_URL: optional(httpUrl).default(SANDBOX_DEFAULTS.STYTCH_BASE_URL),
      // The storefront's bearer token for the internal endpoints (shared limits); at least 32 characters.
      INTERNAL_API_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters' })).default(SANDBOX_DEFAULTS.INTERNAL_API_SECRET),
      // The storefront's public origin, for links in e-mails (never taken from a request).
      STOREFRONT_ORIGIN: optional(httpUrl).default('http://127.0.0.1:3000'),
      // Seeded offers point at merchant pages that the sandbox serves; real merchants carry absolute URLs.
      SANDBOX_URL: optional(httpUrl),
      // The merchant shops' API the checkout agents drive; default: the sandbox's shops under SANDBOX_URL.
      MERCHANT_SHOPS_URL: optional(httpUrl),
      MERCHANT_AGENT_TOKEN: optional(z.string().min(16, { error: 'must be at least 16 characters' })).default(SANDBOX_DEFAULTS.MERCHANT_AGENT_TOKEN),
      // Transactional mail over Postmark's HTTP API (`POST {MAIL_API_URL}/email`); default: the sandbox's mailbox.
      MAIL_API_URL: optional(httpUrl),
      MAIL_API_TOKEN: optional(z.string().min(16, { error: 'must be at least 16 characters' })).default(SANDBOX_DEFAULTS.MAIL_API_TOKEN),
      MAIL_FROM: optional(z.string().min(3).max(200)).default(SANDBOX_DEFAULTS.MAIL_FROM),
      // How long an agent waits for one answer from a merchant's shop before calling it a timeout.
      MERCHANT_SHOP_TIMEOUT_MS: optional(z.coerce.number({ error: 'must be a number' }).int().min(100).max(120_000)).default(10_000),
      // How long a search window is reused for the same search (docs/decisions/009-search-window.md); 0 = never.
      SEARCH_WINDOW_CACHE_MS: optional(z.coerce.number().int().min(0).max(3_600_000)).default(60_000),
      API_BODY_LIMIT_BYTES: optional(
        z.coerce
          .number()
          .int()
          .min(1024)
          .max(50 * 1024 * 1024),
      ).default(1024 * 1024),
      // PostgreSQL statement_timeout for what requests run (maintenance work is exempt); 0 = none.
      DB_STATEMENT_TIMEOUT_MS: optional(z.coerce.number({ error: 'must be a number' }).int().min(0).max(600_000)).default(5000),
      // Per client (IP) on /graphql: at most POINTS requests per WINDOW seconds, in this process's memory.
      API_RATE_LIMIT_POINTS: optional(z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000)).default(600),
      API_RATE_LIMIT_WINDOW_S: optional(z.coerce.number({ error: 'must be a number' }).int().min(1).max(86_400)).default(60),
      // Peers whose X-Forwarded-For is believed (the storefront, a load balancer); loopback by default.
      API_TRUSTED_PROXIES: optional(
        z
          .string()
          .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
          .pipe(z.array(proxyEntry)),
      ).default(['127.0.0.1', '::1']),
    })
    .superRefine((env, ctx) => {
      if (env.NODE_ENV !== 'production' || !env.KORI_DEPLOYMENT) return;
      const refuse = (name: string, why: string) => ctx.addIssue({ code: 'custom', path: [name], message: `not allowed in a deployment (KORI_DEPLOYMENT=1): ${why}` });
      // PGlite does not fsync: a crash can lose committed orders.
      if (!env.DATABASE_URL) refuse('DATABASE_URL', 'must be set (the embedded database does not fsync)');
      if (env.STYTCH_PROJECT_ID === SANDBOX_DEFAULTS.STYTCH_PROJECT_ID) refuse('STYTCH_PROJECT_ID', 'the sandbox project');
      if (env.STYTCH_SECRET === SANDBOX_DEFAULTS.STYTCH_SECRET || env.STYTCH_SECRET.includes('sandbox')) refuse('STYTCH_SECRET', 'the sandbox secret');
      if (isLoopbackUrl(env.STYTCH_BASE_URL)) refuse('STYTCH_BASE_URL', 'the sandbox or another local address');
      if (env.SANDBOX_URL !== undefined) refuse('SANDBOX_URL', 'a sandbox URL');
      if (isLoopbackUrl(env.STOREFRONT_ORIGIN)) refuse('STOREFRONT_ORIGIN', 'must be the public storefront, not a local address');
      if (env.INTERNAL_API_SECRET === SANDBOX_DEFAULTS.INTERNAL_API_SECRET) refuse('INTERNAL_API_SECRET', 'the local demo secret');
      if (env.MERCHANT_SHOPS_URL === undefined || isLoopbackUrl(env.MERCHANT_SHOPS_URL)) refuse('MERCHANT_SHOPS_URL', 'must be set, and not to the sandbox or another local address');
      if (env.MERCHANT_AGENT_TOKEN === SANDBOX_DEFAULTS.MERCHANT_AGENT_TOKEN || env.MERCHANT_AGENT_TOKEN.includes('sandbox')) refuse('MERCHANT_AGENT_TOKEN', 'the sandbox token');
      if (env.MAIL_API_URL === undefined || isLoopbackUrl(env.MAIL_API_URL)) refuse('MAIL_API_URL', 'must be set, and not to the sandbox or another local address');
      if (env.MAIL_API_TOKEN === SANDBOX_DEFAULTS.MAIL_API_TOKEN || env.MAIL_API_TOKEN.includes('sandbox')) refuse('MAIL_API_TOKEN', 'the sandbox token');
    })
    .transform((env) => {
      const sandboxUrl = env.SANDBOX_URL ?? SANDBOX_DEFAULTS.SANDBOX_URL;
      return {
        ...env,
        SANDBOX_URL: sandboxUrl,
        MERCHANT_SHOPS_URL: env.MERCHANT_SHOPS_URL ?? `${sandboxUrl.replace(/\/+$/, '')}${SANDBOX_MERCHANT_SHOPS_PATH}`,
        MAIL_API_URL: env.MAIL_API_URL ?? sandboxUrl,
        PGLITE_DIR: join(env.DATA_DIR, 'pglite'),
      };
    });
}

export type ApiEnv = z.infer<ReturnType<typeof apiEnvSchema>>;

/** Reads and validates the API's environment; throws EnvValidationError naming every bad variable. */
export function loadApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  return parseEnv(apiEnvSchema(), source);
}
