import { parseEnv } from '@kori/util-env';
import { join } from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './repo-root';

export const SEED_ON_START_SIZES = ['demo', 'tiny', 'none'] as const;
export type SeedOnStart = (typeof SEED_ON_START_SIZES)[number];
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

// An empty variable means "not set", so `DATABASE_URL=` in a shell still selects the embedded database.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export function apiEnvSchema(repoRoot: string = findRepoRoot()) {
  return z
    .object({
      API_PORT: optional(z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(0).max(65535)).default(4000),
      API_HOST: optional(z.string().min(1)).default('127.0.0.1'),
      DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
      DATA_DIR: optional(z.string().min(1)).default(join(repoRoot, '.data')),
      SEED: optional(z.enum(SEED_ON_START_SIZES, { error: `must be one of ${SEED_ON_START_SIZES.join(', ')}` })).default('demo'),
      LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })).default('info'),
      STYTCH_PROJECT_ID: optional(z.string().min(1)).default('project-test-00000000-0000-4000-8000-000000000000'),
      STYTCH_SECRET: optional(z.string().min(1)).default('secret-test-kori-sandbox-0000000000'),
      STYTCH_BASE_URL: optional(httpUrl).default('http://127.0.0.1:4010/'),
      // Seeded offers point at merchant pages that the sandbox serves; real merchants carry absolute URLs.
      SANDBOX_URL: optional(httpUrl).default('http://127.0.0.1:4010'),
      // How long a search window is reused for the same search (docs/decisions/009-search-window.md); 0 = never.
      SEARCH_WINDOW_CACHE_MS: optional(z.coerce.number().int().min(0).max(3_600_000)).default(60_000),
      API_BODY_LIMIT_BYTES: optional(
        z.coerce
          .number()
          .int()
          .min(1024)
          .max(50 * 1024 * 1024),
      ).default(1024 * 1024),
    })
    .transform((env) => ({ ...env, PGLITE_DIR: join(env.DATA_DIR, 'pglite') }));
}

export type ApiEnv = z.infer<ReturnType<typeof apiEnvSchema>>;

/** Reads and validates the API's environment; throws EnvValidationError naming every bad variable. */
export function loadApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  return parseEnv(apiEnvSchema(), source);
}
