import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseEnv } from '@kori/util-env';
import { DEFAULT_SEED, SEED_SIZES } from '@kori/catalogue-seed';
import { DEFAULT_INTERNAL_API_SECRET, DEFAULT_MAIL_API_TOKEN, DEFAULT_MERCHANT_AGENT_TOKEN, DEFAULT_STYTCH_PROJECT_ID, DEFAULT_STYTCH_SECRET, PAYMENT_SANDBOX_DEFAULTS } from '@kori/sandbox-defaults';

// The credentials it accepts by default are the ones Kori's API sends by default.
export * from '@kori/sandbox-defaults';

/** The workspace root (the folder holding nx.json), so `.data/` lands there whichever folder the sandbox starts from. */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

export const sandboxEnvSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  STYTCH_PROJECT_ID: z.string().min(1).default(DEFAULT_STYTCH_PROJECT_ID),
  STYTCH_SECRET: z.string().min(1).default(DEFAULT_STYTCH_SECRET),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  MERCHANT_AGENT_TOKEN: z.string().min(16).default(DEFAULT_MERCHANT_AGENT_TOKEN),
  MAIL_API_TOKEN: z.string().min(16).default(DEFAULT_MAIL_API_TOKEN),
  INTERNAL_API_SECRET: z.string().min(32).default(DEFAULT_INTERNAL_API_SECRET),
  // The catalogue the API seeds (same variable): the shops sell its offers at its prices. The API's
  // `none` seeds nothing, so the shops then assume the demo catalogue a first start would have seeded.
  SEED: z
    .enum([...SEED_SIZES, 'none'])
    .default('demo')
    .transform((size) => (size === 'none' ? 'demo' : size)),
  SEED_NAME: z.string().min(1).default(DEFAULT_SEED),
  // Kori's API base URL: payment webhooks go there, and a price changed on the merchant shops page is
  // reported to its internal offer-price endpoint.
  KORI_API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000'),
  STRIPE_SECRET_KEY: z.string().min(8).default(PAYMENT_SANDBOX_DEFAULTS.STRIPE_SECRET_KEY),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).default(PAYMENT_SANDBOX_DEFAULTS.STRIPE_WEBHOOK_SECRET),
  ADYEN_API_KEY: z.string().min(8).default(PAYMENT_SANDBOX_DEFAULTS.ADYEN_API_KEY),
  ADYEN_MERCHANT_ACCOUNT: z.string().min(1).default(PAYMENT_SANDBOX_DEFAULTS.ADYEN_MERCHANT_ACCOUNT),
  ADYEN_HMAC_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{2})+$/, 'must be hex')
    .default(PAYMENT_SANDBOX_DEFAULTS.ADYEN_HMAC_KEY),
  AVARDA_CLIENT_ID: z.string().min(1).default(PAYMENT_SANDBOX_DEFAULTS.AVARDA_CLIENT_ID),
  AVARDA_CLIENT_SECRET: z.string().min(8).default(PAYMENT_SANDBOX_DEFAULTS.AVARDA_CLIENT_SECRET),
  // Webhook retries: Avarda retries its completed-purchase notification every 10 minutes, 20 times.
  PAYMENT_WEBHOOK_RETRY_MS: z.coerce.number().int().min(10).max(86_400_000).default(600_000),
  PAYMENT_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(20),
});

export type SandboxEnv = Omit<z.infer<typeof sandboxEnvSchema>, 'DATA_DIR'> & { DATA_DIR: string };

/** Validates the sandbox environment at boot; DATA_DIR defaults to `<repo>/.data`. */
export function loadSandboxEnv(source: Record<string, string | undefined> = process.env): SandboxEnv {
  const parsed = parseEnv(sandboxEnvSchema, source);
  return { ...parsed, DATA_DIR: resolve(parsed.DATA_DIR ?? join(findRepoRoot(), '.data')) };
}

/** Where the sandbox keeps its state unless a caller names another file. */
export function defaultStateFile(env: Pick<SandboxEnv, 'DATA_DIR'>): string {
  return join(env.DATA_DIR, 'sandbox', 'state.json');
}
