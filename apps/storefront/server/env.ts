import { isIP } from 'node:net';
import { z } from 'zod';
import { LOCAL_INTERNAL_API_SECRET, storefrontEnvSchema, type StorefrontEnv } from '@kori/shell/server';
import { EnvValidationError, parseEnv } from '@kori/util-env';

export type { StorefrontEnv };

/** What the sandbox hands out; a deployment must never run with them. */
const SANDBOX_STYTCH_PROJECT_ID = storefrontEnvSchema.shape.STYTCH_PROJECT_ID.parse(undefined);
const SANDBOX_STYTCH_SECRET = storefrontEnvSchema.shape.STYTCH_SECRET.parse(undefined);
const SANDBOX_PORT = '4010';

const origin = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).href === `${new URL(value).origin}/`,
    { message: 'must be an http(s) origin only (scheme, host and port, no path), such as https://shop.example' },
  )
  .transform((value) => new URL(value).origin);

/** A comma-separated list (`fallback` when unset; blanks around items dropped), each item checked by `item`. */
const commaList = <T extends z.ZodType<unknown, string>>(fallback: string, item: T) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** The server's own settings on top of the ones loaders see (storefrontEnvSchema). */
const serverEnvSchema = z.object({
  /** `1` marks a real deployment: sandbox credentials and URLs are refused at boot. */
  KORI_DEPLOYMENT: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0').transform((value) => value === '1'),
  /** The shop's address as shoppers see it; canonical links, og:url and the sitemap use it, never the Host header. */
  PUBLIC_ORIGIN: origin.optional(),
  /** Other origins whose pages may call /graphql with the shopper's cookies (comma-separated); none by default. */
  CORS_ALLOWED_ORIGINS: commaList('', origin),
  /**
   * Peers whose X-Forwarded-For names the shopper's address (the send-code limits count per address):
   * IP addresses, CIDR ranges or Express's names (loopback, linklocal, uniquelocal), comma-separated.
   */
  TRUSTED_PROXIES: commaList(
    'loopback',
    z.string().refine((entry) => {
      if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
      const [address = '', bits, ...rest] = entry.split('/');
      return isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
    }, 'must be IP addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated'),
  ),
  /**
   * Origins of the payment providers' hosted pages (Adyen, Stripe) the pay form redirects to,
   * comma-separated; unset, the sandbox's origin.
   */
  PAYMENT_PAGE_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
    )
    .pipe(z.array(origin).optional()),
  /** The API's request body limit (the API reads the same variable); larger bodies are refused here first. */
  API_BODY_LIMIT_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int({ error: 'must be a whole number' })
    .min(1024, { error: 'must be at least 1024' })
    .default(1024 * 1024),
});

export type StorefrontServerEnv = StorefrontEnv &
  Omit<z.infer<typeof serverEnvSchema>, 'PUBLIC_ORIGIN' | 'PAYMENT_PAGE_ORIGINS'> & {
    PUBLIC_ORIGIN: string;
    PAYMENT_PAGE_ORIGINS: string[];
  };

function isSandboxUrl(value: string, sandboxUrl: string): boolean {
  const url = new URL(value);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return url.origin === new URL(sandboxUrl).origin || (loopback && url.port === SANDBOX_PORT);
}

/** A deployment names every setting that still points at the sandbox or is left to its local default. */
function deploymentProblems(env: StorefrontEnv, source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const refuse = (name: string, why: string) =>
    problems.push(`${name}: ${why} (refused because KORI_DEPLOYMENT=1; set the real value or unset KORI_DEPLOYMENT for a local demo)`);
  if (env.STYTCH_SECRET === SANDBOX_STYTCH_SECRET || env.STYTCH_SECRET.startsWith('secret-test-')) {
    refuse('STYTCH_SECRET', 'is the sandbox secret');
  }
  if (env.STYTCH_PROJECT_ID === SANDBOX_STYTCH_PROJECT_ID) refuse('STYTCH_PROJECT_ID', 'is the sandbox project');
  if (isSandboxUrl(env.STYTCH_BASE_URL, env.SANDBOX_URL)) refuse('STYTCH_BASE_URL', 'points at the sandbox');
  if (isSandboxUrl(env.API_URL, env.SANDBOX_URL)) refuse('API_URL', 'points at the sandbox');
  if (env.INTERNAL_API_SECRET === LOCAL_INTERNAL_API_SECRET) refuse('INTERNAL_API_SECRET', 'is the local demo secret');
  if (env.AVARDA_CHECKOUT_SCRIPT_URL === undefined || isSandboxUrl(env.AVARDA_CHECKOUT_SCRIPT_URL, env.SANDBOX_URL)) {
    refuse('AVARDA_CHECKOUT_SCRIPT_URL', 'points at the sandbox');
  }
  if (source['PAYMENT_PAGE_ORIGINS'] === undefined) refuse('PAYMENT_PAGE_ORIGINS', 'must name the payment providers\' page origins');
  if (source['PUBLIC_ORIGIN'] === undefined) refuse('PUBLIC_ORIGIN', 'must be set to the address shoppers use');
  return problems;
}

/**
 * Validates the storefront's environment at boot (variables and defaults: storefrontEnvSchema and the
 * server settings above). Throws EnvValidationError with one line per bad variable.
 */
export function loadStorefrontEnv(source: Record<string, string | undefined> = process.env): StorefrontServerEnv {
  const problems: string[] = [];
  const collect = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof EnvValidationError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const env = collect(() => parseEnv(storefrontEnvSchema, source));
  const server = collect(() => parseEnv(serverEnvSchema, source));
  if (!env || !server) throw new EnvValidationError(problems);
  if (server.KORI_DEPLOYMENT) {
    const refused = deploymentProblems(env, source);
    if (refused.length) throw new EnvValidationError(refused);
  }
  return {
    ...env,
    ...server,
    PUBLIC_ORIGIN: server.PUBLIC_ORIGIN ?? `http://127.0.0.1:${env.PORT}`,
    PAYMENT_PAGE_ORIGINS: server.PAYMENT_PAGE_ORIGINS ?? [new URL(env.SANDBOX_URL).origin],
  };
}
