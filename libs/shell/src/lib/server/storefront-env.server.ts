import { z } from 'zod';
import { DEFAULT_INTERNAL_API_SECRET } from '@kori/sandbox-defaults';

const url = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL (http://host:port/...)' }).default(fallback);

/** The storefront server's environment (validated once at boot with parseEnv from @kori/util-env). */
/** The local demo's internal secret (the API's default too); a deployment refuses it. */
export const LOCAL_INTERNAL_API_SECRET = DEFAULT_INTERNAL_API_SECRET;

export const storefrontEnvSchema = z.object({
  // Production unless said otherwise, so a forgotten variable never starts the Vite dev server in a deploy.
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be one of development, production, test' }).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  /** Interface to listen on; unset listens on every interface (IPv4 and IPv6). */
  HOST: z.string().min(1, { error: 'must not be empty' }).optional(),
  API_URL: url('http://127.0.0.1:4000/graphql'),
  SANDBOX_URL: url('http://127.0.0.1:4010'),
  PUBLIC_GRAPHQL_ENDPOINT: z
    .string()
    .min(1, { error: 'must not be empty' })
    .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
      message: 'must be a path starting with / or an http(s) URL',
    })
    .default('/graphql'),
  NATIVE_APP_UA_MARKER: z.string().min(1, { error: 'must not be empty' }).default('KoriApp'),
  STYTCH_PROJECT_ID: z.string().min(1, { error: 'must not be empty' }).default('project-test-00000000-0000-4000-8000-000000000000'),
  STYTCH_SECRET: z.string().min(1, { error: 'must not be empty' }).default('secret-test-kori-sandbox-0000000000'),
  STYTCH_BASE_URL: url('http://127.0.0.1:4010/'),
  /** The bearer token for the API's internal endpoints (the shared send-code limits); the API holds the same. */
  INTERNAL_API_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).default(LOCAL_INTERNAL_API_SECRET),
  /**
   * The Avarda Checkout 3.0 script the card/invoice/credit page embeds; unset, the sandbox's copy
   * ({SANDBOX_URL}/avarda/checkout/v3/avarda-checkout.js). The page's CSP allows this origin only.
   */
  AVARDA_CHECKOUT_SCRIPT_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error'], { error: 'must be one of debug, info, warn, error' }).default('info'),
});

export type StorefrontEnv = z.infer<typeof storefrontEnvSchema>;

/** The Avarda Checkout script's URL: AVARDA_CHECKOUT_SCRIPT_URL, or the sandbox's copy. */
export function avardaCheckoutScriptUrl(env: Pick<StorefrontEnv, 'AVARDA_CHECKOUT_SCRIPT_URL' | 'SANDBOX_URL'>): string {
  return env.AVARDA_CHECKOUT_SCRIPT_URL ?? new URL('/avarda/checkout/v3/avarda-checkout.js', env.SANDBOX_URL).href;
}
