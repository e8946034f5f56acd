import { EnvValidationError } from '@kori/util-env';
import { DEPLOYED_SERVER_SETTINGS } from '@kori/util-env/testing';
import { apiEnvSchema, loadApiEnv } from './env';

/** What an API started with no variables runs on: local addresses, and the sandbox for every third party. */
const AGREED_DEFAULTS = {
  API_PORT: 4000,
  API_HOST: '127.0.0.1',
  SEED: 'demo',
  LOG_LEVEL: 'info',
  STYTCH_PROJECT_ID: 'project-test-00000000-0000-4000-8000-000000000000',
  STYTCH_SECRET: 'secret-test-kori-sandbox-0000000000',
  STYTCH_BASE_URL: 'http://127.0.0.1:4010/',
  SANDBOX_URL: 'http://127.0.0.1:4010',
  MERCHANT_SHOPS_URL: 'http://127.0.0.1:4010/merchant-shops',
  MERCHANT_AGENT_TOKEN: 'agent-token-kori-sandbox-0000000000',
  MERCHANT_SHOP_TIMEOUT_MS: 10_000,
  STRIPE_API_URL: 'http://127.0.0.1:4010',
  ADYEN_CHECKOUT_URL: 'http://127.0.0.1:4010/adyen/checkout',
  AVARDA_API_URL: 'http://127.0.0.1:4010/avarda',
  MAIL_API_URL: 'http://127.0.0.1:4010',
  MAIL_API_TOKEN: 'mail-token-kori-sandbox-0000000000',
  MAIL_FROM: 'Kori <no-reply@kori.example>',
  STOREFRONT_ORIGIN: 'http://127.0.0.1:3000',
  INVOICE_SERVICE_URL: 'http://127.0.0.1:4010/invoices/api',
  COURIER_SERVICE_URL: 'http://127.0.0.1:4010/couriers/api',
  ORDER_SERVICES_TIMEOUT_MS: 3000,
};

describe('loadApiEnv', () => {
  it.each(Object.entries(AGREED_DEFAULTS))('defaults %s to %p', (name, value) => {
    expect(loadApiEnv({})).toHaveProperty(name, value);
  });

  it('keeps the database unset (PGlite under DATA_DIR) and puts the merchant shops under SANDBOX_URL', () => {
    const env = loadApiEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR.endsWith('.data')).toBe(true);
    expect(env.PGLITE_DIR).toBe(`${env.DATA_DIR}/pglite`);
    expect(loadApiEnv({ SANDBOX_URL: 'http://127.0.0.1:4110/' }).MERCHANT_SHOPS_URL).toBe('http://127.0.0.1:4110/merchant-shops');
  });

  it('takes STOREFRONT_ORIGIN without its trailing slash and refuses one with a path', () => {
    expect(loadApiEnv({ STOREFRONT_ORIGIN: 'https://shop.example/' }).STOREFRONT_ORIGIN).toBe('https://shop.example');
    expect(() => loadApiEnv({ STOREFRONT_ORIGIN: 'https://shop.example/fi' })).toThrow(EnvValidationError);
  });

  it('reads the variables it is given; an empty one counts as unset', () => {
    const env = loadApiEnv({ API_PORT: '4100', DATABASE_URL: 'postgres://kori@127.0.0.1:5432/kori', SEED: 'none', DATA_DIR: '/tmp/x', LOG_LEVEL: '' });
    expect(env).toMatchObject({ API_PORT: 4100, DATABASE_URL: 'postgres://kori@127.0.0.1:5432/kori', SEED: 'none', PGLITE_DIR: '/tmp/x/pglite', LOG_LEVEL: 'info' });
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadApiEnv({ API_PORT: 'eighty', DATABASE_URL: 'mysql://db', SEED: 'huge', LOG_LEVEL: 'loud', STYTCH_BASE_URL: 'ftp://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvValidationError);
    const problems = (error as EnvValidationError).problems;
    expect(problems).toHaveLength(5);
    for (const name of ['API_PORT', 'DATABASE_URL', 'SEED', 'LOG_LEVEL', 'STYTCH_BASE_URL']) {
      expect(problems.some((problem) => problem.startsWith(`${name}:`))).toBe(true);
    }
    expect(problems.find((p) => p.startsWith('SEED'))).toContain('"huge"');
  });

  it('refuses ports out of range', () => {
    expect(apiEnvSchema().safeParse({ API_PORT: '70000' }).success).toBe(false);
    expect(apiEnvSchema().safeParse({ API_PORT: '0' }).success).toBe(true);
  });
});

describe('deployment safety', () => {
  const deployment = {
    NODE_ENV: 'production',
    ...DEPLOYED_SERVER_SETTINGS,
    DATABASE_URL: 'postgres://kori@db.internal:5432/kori',
    MERCHANT_SHOPS_URL: 'https://agents.internal/merchant-shops',
    MERCHANT_AGENT_TOKEN: 'agent-live-abcdefghijklmnopqrstuvwxyz',
    STRIPE_API_URL: 'https://api.stripe.com',
    STRIPE_SECRET_KEY: 'sk_live_abcdefghijklmnop',
    STRIPE_WEBHOOK_SECRET: 'whsec_live_abcdefghijklmnop',
    ADYEN_CHECKOUT_URL: 'https://1797a841fbb37ca7-KoriLive-checkout-live.adyenpayments.com/checkout',
    ADYEN_API_KEY: 'AQE-live-abcdefghijklmnop',
    ADYEN_MERCHANT_ACCOUNT: 'KoriECOM',
    ADYEN_HMAC_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
    AVARDA_API_URL: 'https://avdonl-p-checkout.avarda.org',
    AVARDA_CLIENT_ID: 'kori-live-client',
    AVARDA_CLIENT_SECRET: 'avarda-live-abcdefghijklmnop',
    MAIL_API_URL: 'https://api.postmarkapp.com',
    MAIL_API_TOKEN: 'mail-live-abcdefghijklmnopqrstuvwxyz',
    STOREFRONT_ORIGIN: 'https://shop.example',
    INVOICE_SERVICE_URL: 'https://invoices.internal/api',
    COURIER_SERVICE_URL: 'https://tracking.internal/api',
  };
  const problemsOf = (source: Record<string, string>): string[] => {
    try {
      loadApiEnv(source);
      return [];
    } catch (error) {
      return (error as EnvValidationError).problems;
    }
  };

  it('starts a deployment that names its own database and provider', () => {
    expect(problemsOf(deployment)).toEqual([]);
    expect(loadApiEnv(deployment)).toMatchObject({ NODE_ENV: 'production', KORI_DEPLOYMENT: true });
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: '' }],
    ['STYTCH_PROJECT_ID', { STYTCH_PROJECT_ID: '' }],
    ['STYTCH_SECRET', { STYTCH_SECRET: 'secret-test-kori-sandbox-0000000000' }],
    ['STYTCH_BASE_URL', { STYTCH_BASE_URL: 'http://127.0.0.1:4010/' }],
    ['SANDBOX_URL', { SANDBOX_URL: 'http://sandbox.internal:4010' }],
    ['INTERNAL_API_SECRET', { INTERNAL_API_SECRET: '' }],
    ['MERCHANT_SHOPS_URL', { MERCHANT_SHOPS_URL: '' }],
    ['MERCHANT_SHOPS_URL', { MERCHANT_SHOPS_URL: 'http://127.0.0.1:4010/merchant-shops' }],
    ['MERCHANT_AGENT_TOKEN', { MERCHANT_AGENT_TOKEN: '' }],
    ['STOREFRONT_ORIGIN', { STOREFRONT_ORIGIN: '' }],
    ['STOREFRONT_ORIGIN', { STOREFRONT_ORIGIN: 'http://localhost:3000' }],
    ['STRIPE_API_URL', { STRIPE_API_URL: '' }],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: 'sk_test_kori_sandbox_000000000000000000' }],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: '' }],
    ['ADYEN_CHECKOUT_URL', { ADYEN_CHECKOUT_URL: 'http://127.0.0.1:4010/adyen/checkout' }],
    ['ADYEN_API_KEY', { ADYEN_API_KEY: '' }],
    ['ADYEN_MERCHANT_ACCOUNT', { ADYEN_MERCHANT_ACCOUNT: '' }],
    ['ADYEN_HMAC_KEY', { ADYEN_HMAC_KEY: '' }],
    ['AVARDA_API_URL', { AVARDA_API_URL: '' }],
    ['AVARDA_CLIENT_ID', { AVARDA_CLIENT_ID: '' }],
    ['AVARDA_CLIENT_SECRET', { AVARDA_CLIENT_SECRET: 'avarda-secret-kori-sandbox-0000000000' }],
    ['MAIL_API_URL', { MAIL_API_URL: '' }],
    ['MAIL_API_URL', { MAIL_API_URL: 'http://127.0.0.1:4010' }],
    ['MAIL_API_TOKEN', { MAIL_API_TOKEN: '' }],
    ['INVOICE_SERVICE_URL', { INVOICE_SERVICE_URL: '' }],
    ['INVOICE_SERVICE_URL', { INVOICE_SERVICE_URL: 'http://127.0.0.1:4010/invoices/api' }],
    ['COURIER_SERVICE_URL', { COURIER_SERVICE_URL: '' }],
    ['COURIER_SERVICE_URL', { COURIER_SERVICE_URL: 'http://localhost:4010/couriers/api' }],
  ])('refuses a deployment with %s unset or pointing at the sandbox, naming it', (name, change) => {
    const problems = problemsOf({ ...deployment, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: not allowed in a deployment`));
  });

  it('lets a local production build (npm start, no KORI_DEPLOYMENT) run on the sandbox and PGlite', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', KORI_DEPLOYMENT: '0' })).toEqual([]);
  });

  it('reads the hardening settings with sane defaults', () => {
    expect(loadApiEnv({})).toMatchObject({
      NODE_ENV: 'development',
      KORI_DEPLOYMENT: false,
      DB_STATEMENT_TIMEOUT_MS: 5000,
      API_RATE_LIMIT_POINTS: 600,
      API_RATE_LIMIT_WINDOW_S: 60,
      API_TRUSTED_PROXIES: ['127.0.0.1', '::1'],
    });
    expect(loadApiEnv({ API_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.5' }).API_TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(problemsOf({ API_TRUSTED_PROXIES: 'proxy.internal' })[0]).toMatch(/^API_TRUSTED_PROXIES/);
  });
});
