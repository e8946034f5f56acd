import { storefrontEnvSchema, type StorefrontEnv } from '@kori/shell/server';
import { parseEnv } from '@kori/util-env';

export type { StorefrontEnv };

/**
 * Validates the storefront's environment at boot (variables and defaults: storefrontEnvSchema).
 * Throws EnvValidationError with one line per bad variable.
 */
export function loadStorefrontEnv(source: Record<string, string | undefined> = process.env): StorefrontEnv {
  return parseEnv(storefrontEnvSchema, source);
}
