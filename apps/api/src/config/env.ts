import { DEFAULT_INTERNAL_API_SECRET, DEFAULT_MAIL_API_TOKEN, DEFAULT_MERCHANT_AGENT_TOKEN, DEFAULT_STYTCH_PROJECT_ID, DEFAULT_STYTCH_SECRET, PAYMENT_SANDBOX_DEFAULTS } from '@kori/sandbox-defaults';
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
  STYTCH_PROJECT_ID: DEFAULT_STYTCH_PROJECT_ID,
  STYTCH_SECRET: DEFAULT_STYTCH_SECRET,
  STYTCH_BASE_URL: 'http://127.0.0.1:4010/',
  SANDBOX_URL: 'http://127.0.0.1:4010',
  /** Shared by the storefront and the API for internal endpoints (the shared send-code limits). */
  INTERNAL_API_SECRET: DEFAULT_INTERNAL_API_SECRET,
  /** The bearer token checkout agents show the sandbox's merchant shops. */
  MERCHANT_AGENT_TOKEN: DEFAULT_MERCHANT_AGENT_TOKEN,
  /** The payment providers' sandbox credentials. */
  ...PAYMENT_SANDBOX_DEFAULTS,
  /** The server token the sandbox's mail API (Postmark's protocol) accepts. */
  MAIL_API_TOKEN: DEFAULT_MAIL_API_TOKEN,
  MAIL_FROM: 'Kori <no-reply@kori.example>',
} as const;

/** Where the sandbox serves each payment provider, under SANDBOX_URL (Stripe's API sits at the root, as at api.stripe.com). */
export const SANDBOX_PAYMENT_PATHS = { STRIPE: '', ADYEN: '/adyen/checkout', AVARDA: '/avarda' } as const;

/** Where the sandbox serves the merchant shops, under SANDBOX_URL. */
export const SANDBOX_MERCHANT_SHOPS_PATH = '/merchant-shops';
/** Where the sandbox serves the invoice service's and the couriers' APIs, under SANDBOX_URL. */
export const SANDBOX_INVOICE_SERVICE_PATH = '/invoices/api';
export const SANDBOX_COURIER_SERVICE_PATH = '/couriers/api';

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
      // Seeded offers point at merchant pages that the sandbox serves; real merchants carry absolute URLs.
      SANDBOX_URL: optional(httpUrl),
      // The merchant shops' API the checkout agents drive; default: the sandbox's shops under SANDBOX_URL.
      MERCHANT_SHOPS_URL: optional(httpUrl),
      MERCHANT_AGENT_TOKEN: optional(z.string().min(16, { error: 'must be at least 16 characters' })).default(SANDBOX_DEFAULTS.MERCHANT_AGENT_TOKEN),
      // Transactional mail over Postmark's HTTP API (`POST {MAIL_API_URL}/email`); default: the sandbox's mailbox.
      MAIL_API_URL: optional(httpUrl),
      MAIL_API_TOKEN: optional(z.string().min(16, { error: 'must be at least 16 characters' })).default(SANDBOX_DEFAULTS.MAIL_API_TOKEN),
      MAIL_FROM: optional(z.string().min(3).max(200)).default(SANDBOX_DEFAULTS.MAIL_FROM),
      // The storefront's public origin (never taken from a request): links in e-mail, and the pages payment
      // providers send the shopper back to.
      STOREFRONT_ORIGIN: optional(httpUrl.refine((url) => new URL(url).origin === url.replace(/\/+$/, ''), 'must be an http(s) origin only')).default('http://127.0.0.1:3000'),
      // The invoice service that reports invoices' payment states; default: the sandbox's under SANDBOX_URL.
      INVOICE_SERVICE_URL: optional(httpUrl),
      // The couriers' tracking API that reports shipments; default: the sandbox's under SANDBOX_URL.
      COURIER_SERVICE_URL: optional(httpUrl),
      // How long one call to the invoice service or the couriers may take before the page goes without it.
      ORDER_SERVICES_TIMEOUT_MS: optional(z.coerce.number({ error: 'must be a number' }).int().min(100).max(60_000)).default(3000),
      // How long an agent waits for one answer from a merchant's shop before calling it a timeout.
      MERCHANT_SHOP_TIMEOUT_MS: optional(z.coerce.number({ error: 'must be a number' }).int().min(100).max(120_000)).default(10_000),
      // Payment providers: base URLs (default: the sandbox under SANDBOX_URL) and credentials (default: the sandbox's).
      STRIPE_API_URL: optional(httpUrl),
      STRIPE_SECRET_KEY: optional(z.string().min(8)).default(SANDBOX_DEFAULTS.STRIPE_SECRET_KEY),
      STRIPE_WEBHOOK_SECRET: optional(z.string().min(8)).default(SANDBOX_DEFAULTS.STRIPE_WEBHOOK_SECRET),
      ADYEN_CHECKOUT_URL: optional(httpUrl),
      ADYEN_API_KEY: optional(z.string().min(8)).default(SANDBOX_DEFAULTS.ADYEN_API_KEY),
      ADYEN_MERCHANT_ACCOUNT: optional(z.string().min(1)).default(SANDBOX_DEFAULTS.ADYEN_MERCHANT_ACCOUNT),
      ADYEN_HMAC_KEY: optional(z.string().regex(/^([0-9a-fA-F]{2})+$/, { error: 'must be the hex HMAC key' })).default(SANDBOX_DEFAULTS.ADYEN_HMAC_KEY),
      AVARDA_API_URL: optional(httpUrl),
      AVARDA_CLIENT_ID: optional(z.string().min(1)).default(SANDBOX_DEFAULTS.AVARDA_CLIENT_ID),
      AVARDA_CLIENT_SECRET: optional(z.string().min(8)).default(SANDBOX_DEFAULTS.AVARDA_CLIENT_SECRET),
      // How long an adapter waits for one answer from a payment provider.
      PAYMENT_PROVIDER_TIMEOUT_MS: optional(z.coerce.number({ error: 'must be a number' }).int().min(100).max(120_000)).default(20_000),
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
      for (const name of ['STRIPE_API_URL', 'ADYEN_CHECKOUT_URL', 'AVARDA_API_URL'] as const) {
        const url = env[name];
        if (url === undefined || isLoopbackUrl(url)) refuse(name, 'must be set, and not to the sandbox or another local address');
      }
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_HMAC_KEY', 'AVARDA_CLIENT_ID', 'AVARDA_CLIENT_SECRET'] as const) {
        if (env[name] === SANDBOX_DEFAULTS[name] || env[name].toLowerCase().includes('sandbox')) refuse(name, 'a sandbox credential');
      }
      if (env.MAIL_API_URL === undefined || isLoopbackUrl(env.MAIL_API_URL)) refuse('MAIL_API_URL', 'must be set, and not to the sandbox or another local address');
      if (env.MAIL_API_TOKEN === SANDBOX_DEFAULTS.MAIL_API_TOKEN || env.MAIL_API_TOKEN.includes('sandbox')) refuse('MAIL_API_TOKEN', 'the sandbox token');
      if (env.INVOICE_SERVICE_URL === undefined || isLoopbackUrl(env.INVOICE_SERVICE_URL)) refuse('INVOICE_SERVICE_URL', 'must be set, and not to the sandbox or another local address');
      if (env.COURIER_SERVICE_URL === undefined || isLoopbackUrl(env.COURIER_SERVICE_URL)) refuse('COURIER_SERVICE_URL', 'must be set, and not to the sandbox or another local address');
    })
    .transform((env) => {
      const sandboxUrl = env.SANDBOX_URL ?? SANDBOX_DEFAULTS.SANDBOX_URL;
      return {
        ...env,
        SANDBOX_URL: sandboxUrl,
        MERCHANT_SHOPS_URL: env.MERCHANT_SHOPS_URL ?? `${sandboxUrl.replace(/\/+$/, '')}${SANDBOX_MERCHANT_SHOPS_PATH}`,
        STRIPE_API_URL: env.STRIPE_API_URL ?? `${sandboxUrl.replace(/\/+$/, '')}${SANDBOX_PAYMENT_PATHS.STRIPE}`,
        ADYEN_CHECKOUT_URL: env.ADYEN_CHECKOUT_URL ?? `${sandboxUrl.replace(/\/+$/, '')}${SANDBOX_PAYMENT_PATHS.ADYEN}`,
        AVARDA_API_URL: env.AVARDA_API_URL ?? `${sandboxUrl.replace(/\/+$/, '')}${SANDBOX_PAYMENT_PATHS.AVARDA}`,
        MAIL_API_URL: env.MAIL_API_URL ?? sandboxUrl,
        STOREFRONT_ORIGIN: new URL(env.STOREFRONT_ORIGIN).origin,
        INVOICE_SERVICE_URL: env.INVOICE_SERVICE_URL ?? `${sandboxUrl.replace(/\/+$/, '')}${SANDBOX_INVOICE_SERVICE_PATH}`,
        COURIER_SERVICE_URL: env.COURIER_SERVICE_URL ?? `${sandboxUrl.replace(/\/+$/, '')}${SANDBOX_COURIER_SERVICE_PATH}`,
        PGLITE_DIR: join(env.DATA_DIR, 'pglite'),
      };
    });
}

export type ApiEnv = z.infer<ReturnType<typeof apiEnvSchema>>;

/** Reads and validates the API's environment; throws EnvValidationError naming every bad variable. */
export function loadApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  return parseEnv(apiEnvSchema(), source);
}
