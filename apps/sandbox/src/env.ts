import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseEnv } from '@kori/util-env';
import { DEFAULT_SEED, SEED_SIZES } from '@kori/catalogue-seed';

export const DEFAULT_STYTCH_PROJECT_ID = 'project-test-00000000-0000-4000-8000-000000000000';
export const DEFAULT_STYTCH_SECRET = 'secret-test-kori-sandbox-0000000000';
/** The bearer token Kori's checkout agents show the merchant shops; the API's default is the same. */
export const DEFAULT_MERCHANT_AGENT_TOKEN = 'agent-token-kori-sandbox-0000000000';
/** The server token the API's mailer sends as `X-Postmark-Server-Token`; the API's default is the same. */
export const DEFAULT_MAIL_API_TOKEN = 'mail-token-kori-sandbox-0000000000';

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
  // The catalogue the API seeds (same variable): the shops sell its offers at its prices. The API's
  // `none` seeds nothing, so the shops then assume the demo catalogue a first start would have seeded.
  SEED: z
    .enum([...SEED_SIZES, 'none'])
    .default('demo')
    .transform((size) => (size === 'none' ? 'demo' : size)),
  SEED_NAME: z.string().min(1).default(DEFAULT_SEED),
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
